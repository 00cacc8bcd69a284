import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';

// The references actions on real Postgres; only the session lookup is replaced.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const actions = await import('../../../lib/actions/references');
const { addReferences, listReferences } = await import('../../../lib/data/references/references');
const { getStageView } = await import('../../../lib/data/stages/stage-view');

useTestDatabase();

const BIBTEX = `@article{smith2020,
  author = {Smith, John and Doe, Jane},
  title = {Kinship and Exchange},
  journal = {Journal of Anthropology},
  year = {2020}, volume = {12}, pages = {1--20}
}
@book{malinowski1944, author = {Malinowski, Bronisław}, title = {A Scientific Theory of Culture},
  publisher = {University of North Carolina Press}, year = {1944}}`;

const RIS = `TY  - JOUR
AU  - Li, Wei
TI  - Ritual and Function
JO  - Social Science Review
PY  - 2019
ER  - 
`;

let alice: Caller;
let bob: Caller;
let paperId: string;

const callerOf = async (email: string, locale: 'en' | 'zh' = 'en'): Promise<Caller> => {
  const u = await makeUser(email);
  return { id: u.id, email, name: email, role: 'writer', locale };
};

beforeAll(async () => {
  alice = await callerOf('alice@example.com');
  bob = await callerOf('bob@example.com', 'zh');
});

beforeEach(async () => {
  paperId = (await makeProject(alice.id, 'paper')).id;
  current = alice;
});

describe('importing references', () => {
  it('reads BibTeX and RIS into CSL-JSON entries the writer has verified', async () => {
    expect(await actions.importReferenceText({ projectId: paperId, text: BIBTEX })).toEqual({
      ok: true,
      data: { added: 2 },
    });
    expect(await actions.importReferenceText({ projectId: paperId, text: RIS })).toEqual({
      ok: true,
      data: { added: 1 },
    });
    const rows = await listReferences({ db: db(), ownerId: alice.id, projectId: paperId });
    expect(rows.map((r) => r.citationKey)).toEqual(['smith2020', 'malinowski1944', 'li2019']);
    expect(rows.every((r) => r.verified)).toBe(true);
    expect(rows[0].item).toMatchObject({ type: 'article-journal', title: 'Kinship and Exchange', volume: '12' });
    expect(rows[2].item).toMatchObject({
      author: [{ family: 'Li', given: 'Wei' }],
      'container-title': 'Social Science Review',
    });
  });

  it('gives a repeated key a suffix instead of overwriting the entry', async () => {
    await actions.importReferenceText({ projectId: paperId, text: BIBTEX });
    await actions.importReferenceText({ projectId: paperId, text: BIBTEX });
    const keys = (await listReferences({ db: db(), ownerId: alice.id, projectId: paperId })).map((r) => r.citationKey);
    expect(keys).toEqual(['smith2020', 'malinowski1944', 'smith2020-2', 'malinowski1944-2']);
  });

  it('refuses text it cannot read with a translated message, storing nothing', async () => {
    const result = await actions.importReferenceText({ projectId: paperId, text: 'maybe a book by someone' });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { text: expect.stringMatching(/BibTeX, RIS or CSL-JSON/) },
    });
    current = { ...alice, locale: 'zh' };
    const empty = await actions.importReferenceText({ projectId: paperId, text: '   ' });
    expect(empty).toMatchObject({ ok: false, fieldErrors: { text: '请先粘贴或上传参考文献。' } });
    expect(await listReferences({ db: db(), ownerId: alice.id, projectId: paperId })).toEqual([]);
  });
});

describe('entries the model proposes', () => {
  it('stay unverified until the writer confirms them', async () => {
    const [proposed] = await addReferences(
      { db: db(), ownerId: alice.id, projectId: paperId },
      { items: [{ id: 'x', type: 'book', title: 'Maybe Real' }], verified: false },
    );
    expect(proposed).toMatchObject({ citationKey: 'x', verified: false });
    expect(await actions.confirmReferenceEntry({ projectId: paperId, referenceId: proposed.id })).toMatchObject({
      ok: true,
    });
    expect((await listReferences({ db: db(), ownerId: alice.id, projectId: paperId }))[0].verified).toBe(true);
  });
});

describe('a stranger', () => {
  it('cannot add, import, confirm, delete or read another writer’s references', async () => {
    const [entry] = await addReferences(
      { db: db(), ownerId: alice.id, projectId: paperId },
      { items: [{ id: 'k', type: 'book', title: 'T' }], verified: false },
    );
    current = bob;
    const ref = { projectId: paperId, referenceId: entry.id };
    for (const result of [
      await actions.importReferenceText({ projectId: paperId, text: BIBTEX }),
      await actions.addReference({ projectId: paperId, item: { type: 'book', title: 'Mine now' } }),
      await actions.confirmReferenceEntry(ref),
      await actions.deleteReferenceEntry(ref),
    ])
      expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect(await listReferences({ db: db(), ownerId: bob.id, projectId: paperId })).toEqual([]);
    await expect(
      addReferences(
        { db: db(), ownerId: bob.id, projectId: paperId },
        { items: [{ id: 'z', type: 'book', title: 'Z' }], verified: true },
      ),
    ).rejects.toThrow('not_found');
    expect(await listReferences({ db: db(), ownerId: alice.id, projectId: paperId })).toMatchObject([
      { id: entry.id, verified: false },
    ]);
  });

  it('lets the owner delete an entry', async () => {
    const [entry] = await addReferences(
      { db: db(), ownerId: alice.id, projectId: paperId },
      { items: [{ id: 'k', type: 'book', title: 'T' }], verified: true },
    );
    expect(await actions.deleteReferenceEntry({ projectId: paperId, referenceId: entry.id })).toMatchObject({
      ok: true,
    });
    expect(await listReferences({ db: db(), ownerId: alice.id, projectId: paperId })).toEqual([]);
  });
});

describe('the sources panel', () => {
  it('lists the paper’s sources with the unverified ones marked, on every stage of a paper only', async () => {
    await actions.importReferenceText({ projectId: paperId, text: RIS });
    await addReferences(
      { db: db(), ownerId: alice.id, projectId: paperId },
      { items: [{ id: 'm', type: 'book', title: 'Proposed' }], verified: false },
    );
    const listed = [
      { id: expect.any(String), citationKey: 'li2019', title: 'Ritual and Function', verified: true },
      { id: expect.any(String), citationKey: 'm', title: 'Proposed', verified: false },
    ];
    for (const stageKey of ['intake', 'plan', 'sections', 'review', 'format']) {
      const view = await getStageView({ db: db(), ownerId: alice.id, projectId: paperId }, { stageKey });
      expect(view.references, stageKey).toMatchObject(listed);
    }
    expect(
      (await getStageView({ db: db(), ownerId: alice.id, projectId: paperId }, { stageKey: 'format' })).references?.[0],
    ).toMatchObject({
      byline: 'Li, W. (2019)',
      incomplete: false,
      fields: { title: 'Ritual and Function', authors: 'Li, Wei', year: '2019', container: 'Social Science Review' },
    });
    const story = (await makeProject(alice.id, 'story')).id;
    expect(
      (await getStageView({ db: db(), ownerId: alice.id, projectId: story }, { stageKey: 'brief' })).references,
    ).toBeNull();
  });
});

describe('a list of DOIs', () => {
  it('is stored as entries to complete, which the writer completes by hand', async () => {
    const dois = '10.1038/nature12373\nhttps://doi.org/10.1016/j.cell.2020.01.001';
    expect(await actions.importReferenceText({ projectId: paperId, text: dois })).toEqual({
      ok: true,
      data: { added: 2 },
    });
    const view = await getStageView({ db: db(), ownerId: alice.id, projectId: paperId }, { stageKey: 'intake' });
    expect(view.references).toMatchObject([
      { citationKey: 'doi-nature12373', title: '', incomplete: true, doi: '10.1038/nature12373', verified: true },
      { citationKey: 'doi-j.cell.2020.01.001', incomplete: true, doi: '10.1016/j.cell.2020.01.001' },
    ]);

    const entry = view.references![0];
    const fields = {
      ...entry.fields,
      title: 'Bloodless Genetics',
      authors: 'Kucsko, G.\nMaurer, P. C.',
      year: '2013',
      container: 'Nature',
      note: 'Measures temperature inside living cells.',
    };
    expect(
      await actions.updateReferenceEntry({ projectId: paperId, referenceId: entry.id, fields, before: entry.fields }),
    ).toMatchObject({ ok: true });
    const [completed] = await listReferences({ db: db(), ownerId: alice.id, projectId: paperId });
    expect(completed.citationKey).toBe('doi-nature12373');
    expect(completed.item).toMatchObject({
      title: 'Bloodless Genetics',
      DOI: '10.1038/nature12373',
      author: [
        { family: 'Kucsko', given: 'G.' },
        { family: 'Maurer', given: 'P. C.' },
      ],
      issued: { 'date-parts': [[2013]] },
      'container-title': 'Nature',
      note: 'Measures temperature inside living cells.',
    });

    // A form loaded before that save is refused, and writes nothing.
    const stale = await actions.updateReferenceEntry({
      projectId: paperId,
      referenceId: entry.id,
      fields: { ...entry.fields, title: 'Other' },
      before: entry.fields,
    });
    expect(stale).toMatchObject({ ok: false, code: 'conflict', message: expect.stringMatching(/changed elsewhere/) });
    // No title is refused with a field message; a stranger finds nothing.
    expect(
      await actions.updateReferenceEntry({
        projectId: paperId,
        referenceId: entry.id,
        fields: { ...fields, title: ' ' },
        before: fields,
      }),
    ).toMatchObject({ ok: false, code: 'invalid_input', fieldErrors: { 'fields.title': expect.any(String) } });
    current = bob;
    expect(
      await actions.updateReferenceEntry({ projectId: paperId, referenceId: entry.id, fields, before: fields }),
    ).toMatchObject({ ok: false, code: 'not_found' });
  });
});
