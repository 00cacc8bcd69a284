import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { forgetContinuityBooks } from '../../../lib/data/continuity/book-cache';
import { readContinuityBook } from '../../../lib/data/continuity/book';
import { continuityView } from '../../../lib/data/continuity/continuity-view';
import { waiveFinding } from '../../../lib/data/continuity/waivers';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { findingFingerprint } from '../../../lib/workflow/continuity/waivers';

// The book a process keeps between reads answers exactly what a read from nothing does: after edits,
// a renamed chapter, a waiver, a new bible name, a deleted and an added chapter, in both languages. Only the
// changed sections are read again, and a read after no change reuses the findings it computed.
useTestDatabase();

const BOOKS = {
  en: {
    chapters: [
      'Mara was twelve the autumn the storm came. Mara had green eyes.',
      'The gulls came back in spring. Owen mended the nets.',
      'Mara ran to the gate. The fourteen-year-old had never been so fast.',
      'Owen was thirty. On Monday the boats went out.',
    ],
    edits: [
      'Mara had blue eyes. Owen was forty.',
      'Two years later the gulls came back. Owen mended the nets.',
      'Mara was twelve. Owen was thirty-one.',
    ],
    alias: { name: 'Owen', aliases: ['Uncle Owen'] },
  },
  zh: {
    chapters: [
      '陈阳十五岁。陈阳的眼睛是绿色的。',
      '春天海鸥回来了。林叔修补渔网。',
      '陈阳二十岁了，他对同学吹嘘道。',
      '林叔三十岁。星期一船出海了。',
    ],
    edits: ['陈阳的眼睛是蓝色的。林叔四十岁。', '两年后海鸥回来了。', '陈阳十五岁。林叔三十一岁。'],
    alias: { name: '林叔', aliases: ['林大叔'] },
  },
};

describe.each(['en', 'zh'] as const)('a kept continuity book (%s)', (language) => {
  it('answers what a read from nothing answers, edit after edit', async () => {
    const { chapters, edits, alias } = BOOKS[language];
    const ownerId = (await makeUser(`kept-${language}@example.com`)).id;
    const project = await makeProject(ownerId, 'story', 'staged', 'offline');
    const projectId = project.id;
    const config = (await db().project.findUniqueOrThrow({ where: { id: projectId } })).config as object;
    await db().project.update({ where: { id: projectId }, data: { config: { ...config, language } } });
    const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
    const scope = { db: db(), ownerId, projectId };
    const addChapter = async (position: number, text: string) => {
      const s = await db().section.create({
        data: {
          projectId,
          stageId,
          position,
          displayNumber: String(position + 1),
          title: `${position + 1}`,
          status: 'written',
        },
      });
      await db().$transaction((tx) =>
        appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'offline' }),
      );
      return s.id;
    };
    const ids: string[] = [];
    for (const [position, text] of chapters.entries()) ids.push(await addChapter(position, text));
    const save = async (sectionId: string, text: string) => {
      const { version } = await db().section.findUniqueOrThrow({ where: { id: sectionId } });
      await saveSectionText(scope, { sectionId, baseVersion: version, text });
    };

    const waiveFirst = async () => {
      const [f] = (await readContinuityBook(db(), { projectId, stageId }))!.findings();
      const fingerprint = findingFingerprint(f);
      await waiveFinding(scope, { fingerprint, reason: 'Meant', rests: f.rests, summary: f.summary });
    };
    const steps: [string, () => Promise<unknown>][] = [
      ['nothing changed', async () => {}],
      ['an edit', () => save(ids[0], `${chapters[0]}${edits[0]}`)],
      ['another edit', () => save(ids[1], edits[1])],
      ['a waived finding', () => waiveFirst()],
      ['a renamed chapter', () => db().section.update({ where: { id: ids[2] }, data: { title: 'The gate' } })],
      [
        'a new bible name',
        () => db().bibleEntry.create({ data: { projectId, kind: 'character', description: '', ...alias } }),
      ],
      ['a deleted chapter', () => db().section.update({ where: { id: ids[1] }, data: { deletedAt: new Date() } })],
      ['an added chapter', () => addChapter(4, edits[2])],
      ['an edit back', () => save(ids[0], chapters[0])],
    ];
    forgetContinuityBooks();
    await readContinuityBook(db(), { projectId, stageId });
    let largest = 0;
    for (const [step, change] of steps) {
      await change();
      const kept = (await readContinuityBook(db(), { projectId, stageId }))!;
      const keptView = await continuityView(scope, 'final');
      forgetContinuityBooks();
      const whole = (await readContinuityBook(db(), { projectId, stageId }))!;
      expect(kept.book, step).toEqual(whole.book);
      expect(kept.texts, step).toEqual(whole.texts);
      expect(kept.findings(), step).toEqual(whole.findings());
      expect(keptView, step).toEqual(await continuityView(scope, 'final'));
      if (step === 'a waived finding') expect(keptView.counts.waived).toBe(1);
      largest = Math.max(largest, whole.findings().length);
    }
    // The comparison compared something: the edits raise findings.
    expect(largest).toBeGreaterThan(0);

    // After no change, the findings computed once are the ones answered again.
    const first = (await readContinuityBook(db(), { projectId, stageId }))!.findings();
    expect((await readContinuityBook(db(), { projectId, stageId }))!.findings()).toBe(first);
    const view = await continuityView(scope, 'final');
    expect(await continuityView(scope, 'final')).toBe(view);
  });
});
