import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';
import { saveArtifactData } from '../../lib/data/versions/save-artifact';
import { editSections } from '../../lib/data/sections/section-ops';
import { appendVersion } from '../../lib/data/versions/append-version';
import { approveStage } from '../../lib/data/stages/approve-stage';
import { startStage } from '../../lib/data/stages/start-stage';
import { regenerateSections } from '../../lib/data/stages/regenerate-sections';
import { chooseVariant, variantSet } from '../../lib/data/refinement/variants';
import { translatorFor } from '../../lib/i18n/translator';

useTestDatabase();

let ownerId: string;
let projectId: string;

/** A story project taken through brief, outline and samples, with its final chapters written. */
beforeAll(async () => {
  ownerId = (await makeUser('sections@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  let { runId } = await startStage({ db: db(), ownerId, projectId }, { stageKey: 'brief' });
  for (const stage of ['brief', 'outline', 'samples']) {
    expect((await runToEnd(runId)).status).toBe('succeeded');
    runId = (await approveStage({ db: db(), ownerId, projectId }, stage)).runId!;
  }
  expect((await runToEnd(runId)).status).toBe('succeeded');
});

const finalSections = () =>
  db().section.findMany({
    where: { projectId, stage: { key: 'final' }, deletedAt: null },
    orderBy: { position: 'asc' },
    include: { currentVersion: true },
  });

describe('section operations', () => {
  it('insert, move, split, merge and delete keep ids stable and renumber display numbers', async () => {
    const start = await finalSections();
    const ids = start.map((s) => s.id);
    const { sectionId: inserted } = await editSections(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        op: {
          op: 'insert',
          position: 1,
          title: 'Interlude',
          goal: 'A pause',
        },
      },
    );
    expect((await finalSections()).map((s) => s.id)).toEqual([ids[0], inserted, ...ids.slice(1)]);

    await editSections(
      { db: db(), ownerId, projectId },
      { stageKey: 'final', op: { op: 'move', sectionId: ids[0], to: 2 } },
    );
    const text = (await finalSections()).find((s) => s.id === ids[1])!.currentVersion!.text;
    const { sectionId: second } = await editSections(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        op: {
          op: 'split',
          sectionId: ids[1],
          at: Math.floor(text.length / 2),
        },
      },
    );
    let now = await finalSections();
    expect(now.map((s) => s.displayNumber)).toEqual(now.map((_, i) => String(i + 1)));
    expect(now.find((s) => s.id === second)!.currentVersion!.text.length).toBeGreaterThan(0);

    await editSections(
      { db: db(), ownerId, projectId },
      { stageKey: 'final', op: { op: 'merge', firstId: ids[1], secondId: second! } },
    );
    expect((await finalSections()).find((s) => s.id === ids[1])!.currentVersion!.text.replace(/\s+/g, '')).toBe(
      text.replace(/\s+/g, ''),
    );

    await editSections(
      { db: db(), ownerId, projectId },
      { stageKey: 'final', op: { op: 'delete', sectionId: inserted! } },
    );
    now = await finalSections();
    expect(now.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(now.map((s) => s.displayNumber)).toEqual(now.map((_, i) => String(i + 1)));
    // Deleted and merged-away sections are kept, marked deleted, never reused.
    expect(await db().section.count({ where: { id: { in: [inserted!, second!] }, deletedAt: { not: null } } })).toBe(2);
  });

  it('moves the edit guard of every section it changes by exactly one, text or not', async () => {
    const start = await finalSections();
    const [first, second] = start;
    const text = first.currentVersion!.text;
    await editSections(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'final',
        op: {
          op: 'split',
          sectionId: first.id,
          at: Math.floor(text.length / 2),
        },
      },
    );
    const now = await finalSections();
    // The split section got new text (a new version) and a new position list: still one step.
    expect(now.find((s) => s.id === first.id)!.version).toBe(first.version + 1);
    expect(now.find((s) => s.id === second.id)!.version).toBe(second.version + 1);
    const added = now.find((s) => !start.some((b) => b.id === s.id))!;
    await editSections(
      { db: db(), ownerId, projectId },
      { stageKey: 'final', op: { op: 'merge', firstId: first.id, secondId: added.id } },
    );
    expect((await finalSections()).find((s) => s.id === first.id)!.version).toBe(first.version + 2);
  });

  it('an artifact save moves the stage guard by exactly one and answers how many versions there are', async () => {
    const outline = await db().stage.findFirstOrThrow({
      where: { projectId, key: 'outline' },
      include: { currentVersion: true },
    });
    const saved = await saveArtifactData(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'outline',
        baseVersion: outline.version,
        data: outline.currentVersion!.data,
        translate: translatorFor('en'),
      },
    );
    expect(saved.version).toBe(outline.version + 1);
    expect((await db().stage.findUniqueOrThrow({ where: { id: outline.id } })).version).toBe(outline.version + 1);
    // The answer carries what the page shows of the change: no page renders again.
    expect(saved.versionCount).toBe(await db().version.count({ where: { stageId: outline.id, sectionId: null } }));
  });
});

describe('an approved outline that changes', () => {
  it('marks only the chapters whose outline entry changed stale, and proposes a regeneration of just those', async () => {
    const outline = await db().stage.findFirstOrThrow({
      where: { projectId, key: 'outline' },
      include: { currentVersion: true },
    });
    const data = structuredClone(outline.currentVersion!.data) as { chapters: { key: string; goal: string }[] };
    data.chapters[1].goal = 'The storm breaks the lamp, and she must repair it by hand.';
    await saveArtifactData(
      { db: db(), ownerId, projectId },
      { stageKey: 'outline', baseVersion: outline.version, data, translate: translatorFor('en') },
    );

    const sections = await finalSections();
    const stale = sections.filter((s) => s.status === 'stale');
    expect(stale.map((s) => s.key)).toEqual([data.chapters[1].key]);
    expect((await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).stale).toBe(true);
    // The chapter now has the outline's new goal: a regeneration writes from the outline as it stands.
    const goals = await db().section.findMany({ where: { id: { in: sections.map((s) => s.id) } } });
    expect(goals.find((s) => s.id === stale[0].id)!.goal).toBe(data.chapters[1].goal);
    expect(goals.filter((s) => s.id !== stale[0].id).map((s) => s.goal)).not.toContain(data.chapters[1].goal);

    const versionsBefore = await db().version.count({ where: { projectId, sectionId: { not: null } } });
    const scope = { db: db(), ownerId, projectId };
    const { runId } = await regenerateSections(scope, { stageKey: 'final', sectionIds: stale.map((s) => s.id) });
    expect((await runToEnd(runId)).status).toBe('succeeded');
    // The chapter had text: its regeneration waits beside it, and it stays stale until the writer chooses.
    expect(await db().version.count({ where: { projectId, sectionId: { not: null } } })).toBe(versionsBefore);
    expect((await finalSections()).filter((s) => s.status === 'stale')).toHaveLength(1);
    const proposal = await variantSet(scope, runId, stale[0].id);
    expect(proposal.texts[0]).toContain(data.chapters[1].goal);
    await chooseVariant(scope, { runId, sectionId: stale[0].id, text: proposal.texts[0] });
    expect(await db().version.count({ where: { projectId, sectionId: { not: null } } })).toBe(versionsBefore + 1);
    expect((await finalSections()).every((s) => s.status !== 'stale')).toBe(true);
    expect((await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).stale).toBe(false);
  });
});

describe('an approved outline revised by a loop', () => {
  it('marks the chapters it changes stale exactly as an author save does, and moves the stage guard by one', async () => {
    const outline = await db().stage.findFirstOrThrow({
      where: { projectId, key: 'outline' },
      include: { currentVersion: true },
    });
    const data = structuredClone(outline.currentVersion!.data) as { chapters: { key: string; goal: string }[] };
    data.chapters[0].goal = 'The keeper finds the lamp already lit, and no one admits to lighting it.';
    // A loop revision and a rollback write artifact versions through the same path as this.
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId: outline.id,
        text: '',
        data,
        source: 'revision',
        engine: 'offline',
        model: 'offline',
      }),
    );
    expect((await finalSections()).filter((s) => s.status === 'stale').map((s) => s.key)).toEqual([
      data.chapters[0].key,
    ]);
    expect((await db().stage.findUniqueOrThrow({ where: { id: outline.id } })).version).toBe(outline.version + 1);
  });
});

describe('an invalid artifact edit', () => {
  it('is refused with a translated message next to each field, and nothing is saved', async () => {
    const outline = await db().stage.findFirstOrThrow({
      where: { projectId, key: 'outline' },
      include: { currentVersion: true },
    });
    const data = structuredClone(outline.currentVersion!.data) as {
      chapters: { title: string; targetWords: number }[];
    };
    data.chapters[0].title = '';
    data.chapters[1].targetWords = 3;
    const refused = await saveArtifactData(
      { db: db(), ownerId, projectId },
      { stageKey: 'outline', baseVersion: outline.version, data, translate: translatorFor('zh') },
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'invalid_input',
      details: { fieldErrors: { 'chapters.0.title': '必填。', 'chapters.1.targetWords': '不能小于 50。' } },
    });
    expect((await db().stage.findUniqueOrThrow({ where: { id: outline.id } })).currentVersionId).toBe(
      outline.currentVersionId,
    );
  });
});
