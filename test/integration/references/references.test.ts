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

describe('the format stage', () => {
  it('lists the paper’s references with the unverified ones marked, and only there', async () => {
    await actions.importReferenceText({ projectId: paperId, text: RIS });
    await addReferences(
      { db: db(), ownerId: alice.id, projectId: paperId },
      { items: [{ id: 'm', type: 'book', title: 'Proposed' }], verified: false },
    );
    const format = await getStageView({ db: db(), ownerId: alice.id, projectId: paperId }, { stageKey: 'format' });
    expect(format.references).toEqual([
      { id: expect.any(String), citationKey: 'li2019', title: 'Ritual and Function', verified: true },
      { id: expect.any(String), citationKey: 'm', title: 'Proposed', verified: false },
    ]);
    expect(
      (await getStageView({ db: db(), ownerId: alice.id, projectId: paperId }, { stageKey: 'plan' })).references,
    ).toBeNull();
  });
});
