import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { saveArtifactData } from '../../lib/data/versions/save-artifact';
import { saveSectionText } from '../../lib/data/versions/save-section';
import { saveStageNotes } from '../../lib/data/stages/save-notes';
import { applyLifecycleEvent } from '../../lib/data/stages/lifecycle';
import { listProjects } from '../../lib/data/projects/projects';
import { appendVersion } from '../../lib/data/versions/append-version';
import { ExpectedError } from '../../lib/errors';
import { translatorFor } from '../../lib/i18n/translator';
import { TEMPLATE_KINDS } from '../../lib/workflow/templates/types';

// DESIGN §10 invariants that live in the database, checked with fast-check on real Postgres.
useTestDatabase();

const RUNS = { numRuns: 100 };
let ownerId: string;
let projectId: string;
let stageId: string;
let sectionId: string;

const prose = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '。', '字', '\n', 'é', '"', '\\'), maxLength: 200 });

beforeAll(async () => {
  ownerId = (await makeUser('invariants@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionId = (
    await db().section.create({ data: { projectId, stageId, position: 0, displayNumber: '1', title: 'One' } })
  ).id;
});

const current = async () =>
  db().section.findUniqueOrThrow({ where: { id: sectionId }, include: { currentVersion: true } });

describe('DESIGN §10 invariants on Postgres', () => {
  it('1, 6: an edit survives a save/load round trip unchanged and keeps the text it replaced', async () => {
    await fc.assert(
      fc.asyncProperty(prose, async (text) => {
        const before = await current();
        await saveSectionText({ db: db(), ownerId, projectId }, { sectionId, baseVersion: before.version, text });
        const after = await current();
        expect(after.currentVersion?.text).toBe(text);
        expect(after.currentVersion?.source).toBe('author');
        if (before.currentVersionId) {
          expect(after.currentVersion?.parentId).toBe(before.currentVersionId);
          expect((await db().version.findUniqueOrThrow({ where: { id: before.currentVersionId } })).text).toBe(
            before.currentVersion?.text,
          );
        }
      }),
      RUNS,
    );
  });

  it('8: regenerating keeps every previous version in history', async () => {
    await fc.assert(
      fc.asyncProperty(prose, async (text) => {
        const count = await db().version.count({ where: { sectionId } });
        await db().$transaction((tx) =>
          appendVersion(tx, { projectId, stageId, sectionId, text, source: 'model', engine: 'offline' }),
        );
        expect(await db().version.count({ where: { sectionId } })).toBe(count + 1);
      }),
      RUNS,
    );
  });

  it('15: a save based on a stale version is refused with both texts, and nothing is lost', async () => {
    await fc.assert(
      fc.asyncProperty(prose, prose, async (mine, theirs) => {
        const base = (await current()).version;
        await saveSectionText({ db: db(), ownerId, projectId }, { sectionId, baseVersion: base, text: theirs });
        const refused = await saveSectionText(
          { db: db(), ownerId, projectId },
          { sectionId, baseVersion: base, text: mine },
        ).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ExpectedError);
        expect((refused as ExpectedError).code).toBe('conflict');
        expect((refused as ExpectedError).details).toMatchObject({ theirs, mine });
        expect((await current()).currentVersion?.text).toBe(theirs);
      }),
      RUNS,
    );
  });

  it('1: notes and structured artifacts round-trip unchanged', async () => {
    await fc.assert(
      // Artifact text is stored trimmed (the schemas trim it), so the names here are trimmed already.
      fc.asyncProperty(
        prose,
        fc
          .string({ minLength: 1, maxLength: 40 })
          .map((n) => n.trim())
          .filter((n) => n.length > 0),
        async (notes, name) => {
          const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' } });
          await saveStageNotes(
            { db: db(), ownerId, projectId },
            { stageKey: 'brief', baseVersion: stage.version, notes },
          );
          const brief = {
            title: `T ${name}`,
            logline: 'L',
            characters: [{ name: `N${name}`, role: 'r', description: 'd' }],
            setting: 's',
            themes: [],
            writingPoints: [],
          };
          const after = await db().stage.findFirstOrThrow({ where: { id: stage.id } });
          await saveArtifactData(
            { db: db(), ownerId, projectId },
            { stageKey: 'brief', baseVersion: after.version, data: brief, translate: translatorFor('en') },
          );
          const saved = await db().stage.findFirstOrThrow({
            where: { id: stage.id },
            include: { currentVersion: true },
          });
          expect(saved.notes).toBe(notes);
          expect(saved.currentVersion?.data).toEqual(brief);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('13: every state change advances updatedAt', async () => {
    const { id } = await makeProject(ownerId, 'script');
    let last = (await db().project.findUniqueOrThrow({ where: { id } })).updatedAt;
    const events = [
      { type: 'advance' },
      { type: 'generated' },
      { type: 'approve' },
      { type: 'fail', reason: 'x' },
      { type: 'retry' },
      { type: 'generated' },
    ] as const;
    for (const event of events) {
      await new Promise((r) => setTimeout(r, 2));
      await db().$transaction((tx) => applyLifecycleEvent(tx, id, event));
      const now = (await db().project.findUniqueOrThrow({ where: { id } })).updatedAt;
      expect(now.getTime()).toBeGreaterThan(last.getTime());
      last = now;
    }
  });

  it('12: listing by template returns exactly the matching projects', async () => {
    const lister = await makeUser('lister@example.com');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...TEMPLATE_KINDS), { maxLength: 6 }),
        fc.constantFrom(...TEMPLATE_KINDS),
        async (kinds, filter) => {
          await db().project.deleteMany({ where: { ownerId: lister.id } });
          for (const kind of kinds) await makeProject(lister.id, kind);
          const listed = await listProjects(db(), lister.id, { template: filter });
          expect(listed.items.map((p) => p.template)).toEqual(kinds.filter((k) => k === filter));
        },
      ),
      RUNS,
    );
  });
});
