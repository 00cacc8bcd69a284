import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewBibleChange } from '../../../lib/data/ripples/preview-bible-change';
import { saveBibleChangeWithRipple } from '../../../lib/data/ripples/save-bible-change';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { translatorFor } from '../../../lib/i18n/translator';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A renamed bible entry ripples into the passages that name it: proposed as continuity suggestions in
// a round, nothing changed until the writer accepts, and only what they accept.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { editBibleEntry, previewBibleEdit } = await import('../../../lib/actions/bible');

useTestDatabase();
const translate = translatorFor('en');

async function book(email: string, language: 'en' | 'zh', texts: string[]) {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const project = await db().project.findUniqueOrThrow({ where: { id: projectId } });
  await db().project.update({
    where: { id: projectId },
    data: { config: { ...(project.config as object), language } },
  });
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const sectionIds: string[] = [];
  for (const [position, text] of texts.entries()) {
    const section = await db().section.create({
      data: { projectId, stageId, position, displayNumber: String(position + 1), title: `Part ${position + 1}` },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: section.id, text, source: 'author', authorId: ownerId }),
    );
    sectionIds.push(section.id);
  }
  return { scope: { db: db(), ownerId, projectId }, ownerId, projectId, stageId, sectionIds };
}

const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;
const entry = (name: string, aliases: string[] = []) => ({
  name,
  aliases,
  kind: 'character' as const,
  description: '',
});

const EN = [
  'Mara Quinn walked to the harbour. Maralyn Fox was already there.',
  '“Mara,” Tom said, “is that Mara’s coat?” Nobody answered him.',
  'The Quinns’ house stood empty. Anne-Mara waved from the hill. Mags’ dog barked twice.',
  'The sea was grey. Marabel sold fish to the keeper.',
];

describe('a bible rename in an English book', () => {
  let b: Awaited<ReturnType<typeof book>>;
  let entryId: string;
  beforeAll(async () => {
    b = await book('ripple-en@example.com', 'en', EN);
    entryId = (await db().bibleEntry.create({ data: { projectId: b.projectId, ...entry('Mara Quinn', ['Mags']) } })).id;
    await db().bibleEntry.create({ data: { projectId: b.projectId, ...entry('Maralyn Fox') } });
  });

  it('shows its impact before saving, and writes nothing', async () => {
    const impact = await previewBibleChange(b.scope, { entryId, entry: entry('Elena Vale', ['Lena']) });
    expect(impact).toMatchObject({ places: 5, sections: 3, passages: 4, ambiguous: [], lockedPlaces: 0 });
    expect(impact.renames).toEqual([
      { from: 'Mara Quinn', to: 'Elena Vale' },
      { from: 'Mara', to: 'Elena' },
      { from: 'Quinn', to: 'Vale' },
      { from: 'Mags', to: 'Lena' },
    ]);
    expect((await db().bibleEntry.findUniqueOrThrow({ where: { id: entryId } })).name).toBe('Mara Quinn');
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(0);
  });

  it('proposes exactly the passages that name her, every form, and changes no text', async () => {
    const { proposed } = await saveBibleChangeWithRipple(b.scope, {
      change: { entryId, entry: entry('Elena Vale', ['Lena']) },
      version: 1,
      translate,
    });
    expect(proposed).toBe(4);
    expect((await db().bibleEntry.findUniqueOrThrow({ where: { id: entryId } })).name).toBe('Elena Vale');
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
      include: { round: { include: { loop: true } } },
    });
    expect(suggestions.map((s) => [(s.anchor as Anchor).quote, s.expected])).toEqual([
      ['Mara Quinn walked to the harbour.', 'Elena Vale walked to the harbour.'],
      ['“Mara,” Tom said, “is that Mara’s coat?”', '“Elena,” Tom said, “is that Elena’s coat?”'],
      ['The Quinns’ house stood empty.', 'The Vales’ house stood empty.'],
      ['Mags’ dog barked twice.', 'Lena’s dog barked twice.'],
    ]);
    for (const s of suggestions) {
      expect(s).toMatchObject({ role: 'continuity', type: 'ripple-rename', status: 'open' });
      expect(s.evidence).toMatchObject({
        replacement: s.expected,
        change: { kind: 'bible-entry', entryId, from: 'Mara Quinn', to: 'Elena Vale' },
      });
      expect(s.round).toMatchObject({ status: 'assessed', number: 1, mediumCount: 4, roles: ['continuity'] });
      expect(s.round.loop).toMatchObject({ stageId: b.stageId, mode: 'manual', stopReason: null });
    }
    for (const [i, text] of EN.entries()) expect(await textOf(b.sectionIds[i])).toBe(text);
  });

  it('accepting some changes only those passages', async () => {
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    const picked = [suggestions[1], suggestions[3]];
    const { runId } = await decideRound(b.scope, {
      roundId: suggestions[0].roundId,
      decision: 'done',
      picks: { accepted: picked.map((s) => s.id), rejected: [suggestions[0].id] },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await textOf(b.sectionIds[0])).toBe(EN[0]);
    expect(await textOf(b.sectionIds[1])).toBe('“Elena,” Tom said, “is that Elena’s coat?” Nobody answered him.');
    expect(await textOf(b.sectionIds[2])).toBe(
      'The Quinns’ house stood empty. Anne-Mara waved from the hill. Lena’s dog barked twice.',
    );
    expect(await textOf(b.sectionIds[3])).toBe(EN[3]);
    const statuses = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      select: { id: true, status: true },
    });
    expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
      new Map([
        [suggestions[0].id, 'rejected'],
        [suggestions[1].id, 'resolved'],
        [suggestions[2].id, 'open'],
        [suggestions[3].id, 'resolved'],
      ]),
    );
  });
});

describe('a bible rename in a Chinese book', () => {
  it('renames the name inside compounds and dialogue, never a longer name of someone else', async () => {
    const b = await book('ripple-zh@example.com', 'zh', [
      '王明推开门。“小王明，你回来了！”母亲说。',
      '王明远在院子里劈柴。王明家的狗叫了起来。',
    ]);
    const entryId = (await db().bibleEntry.create({ data: { projectId: b.projectId, ...entry('王明') } })).id;
    await db().bibleEntry.create({ data: { projectId: b.projectId, ...entry('王明远') } });
    await saveBibleChangeWithRipple(b.scope, { change: { entryId, entry: entry('李明') }, version: 1, translate });
    const suggestions = await db().suggestion.findMany({
      where: { projectId: b.projectId },
      orderBy: [{ section: { position: 'asc' } }, { createdAt: 'asc' }],
    });
    expect(suggestions.map((s) => [(s.anchor as Anchor).quote, s.expected])).toEqual([
      ['王明推开门。', '李明推开门。'],
      ['“小王明，你回来了！”', '“小李明，你回来了！”'],
      ['王明家的狗叫了起来。', '李明家的狗叫了起来。'],
    ]);
    expect(suggestions[0].summary).toBe('改名：“王明”→“李明”');
    const { runId } = await decideRound(b.scope, { roundId: suggestions[0].roundId, decision: 'accept_all' });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await textOf(b.sectionIds[0])).toBe('李明推开门。“小李明，你回来了！”母亲说。');
    expect(await textOf(b.sectionIds[1])).toBe('王明远在院子里劈柴。李明家的狗叫了起来。');
  });
});

describe('the actions', () => {
  it('save without a ripple, refuse another writer, and keep the entry’s edit guard', async () => {
    const b = await book('ripple-actions@example.com', 'en', ['Tom rowed out. Tom came back.']);
    const entryId = (await db().bibleEntry.create({ data: { projectId: b.projectId, ...entry('Tom') } })).id;
    const owner = await db().user.findUniqueOrThrow({ where: { id: b.ownerId } });
    const intruder = await makeUser('ripple-intruder@example.com');
    const form = { projectId: b.projectId, entryId, name: 'Tam', kind: 'character', aliases: '', description: '' };

    current = { id: intruder.id, email: intruder.email, name: 'I', role: 'writer', locale: 'en' };
    expect(await previewBibleEdit(form)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await editBibleEntry({ ...form, version: 1, ripple: true })).toMatchObject({ ok: false, code: 'not_found' });

    current = { id: owner.id, email: owner.email, name: 'O', role: 'writer', locale: 'en' };
    expect(await previewBibleEdit(form)).toMatchObject({ ok: true, data: { places: 2, passages: 2 } });
    expect(await editBibleEntry({ ...form, version: 1 })).toMatchObject({ ok: true, data: { proposed: 0 } });
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(0);
    // A stale edit guard writes nothing, ripple or not.
    expect(await editBibleEntry({ ...form, name: 'Tim', version: 1, ripple: true })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    expect(await db().suggestion.count({ where: { projectId: b.projectId } })).toBe(0);
    expect(await textOf(b.sectionIds[0])).toBe('Tom rowed out. Tom came back.');
  });
});
