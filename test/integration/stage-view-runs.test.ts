import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { getStageView } from '../../lib/data/stages/stage-view';
import { appendVersion } from '../../lib/data/versions/append-version';
import type { RunStatus } from '../../lib/generated/prisma/client';

useTestDatabase();

let ownerId: string;
let projectId: string;
let stageId: string;
let otherStageId: string;
let sectionId: string;

/** A story's final stage with one written section; each test writes its own runs. */
beforeAll(async () => {
  ownerId = (await makeUser('stage-runs@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  otherStageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' } })).id;
  sectionId = (
    await db().section.create({ data: { projectId, stageId, position: 0, displayNumber: '1', title: 'One' } })
  ).id;
  await write('The lamp burned on.');
});

beforeEach(() => db().run.deleteMany({ where: { projectId } }));

const write = (text: string) =>
  db().$transaction((tx) => appendVersion(tx, { projectId, stageId, sectionId, text, source: 'author' }));

let minute = 0;
/** A run of the project, each one newer than the last. */
async function run(kind: string, status: RunStatus, scope: { stageId?: string | null; sectionId?: string } = {}) {
  minute += 1;
  return db().run.create({
    data: {
      projectId,
      stageId: scope.stageId === undefined ? stageId : scope.stageId,
      sectionId: scope.sectionId,
      kind,
      status,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    },
  });
}

const view = () => getStageView({ db: db(), ownerId, projectId }, { stageKey: 'final' });

describe('the runs a stage page follows', () => {
  it('follows the newest queued or running run of the stage or the whole project, never another stage’s', async () => {
    await run('stage.generate', 'running', { stageId: otherStageId });
    expect((await view()).activeRun).toBeNull();
    const projectWide = await run('oneshot', 'queued', { stageId: null });
    expect((await view()).activeRun).toMatchObject({ id: projectWide.id, status: 'queued', items: [] });
    const mine = await run('sections.generate', 'running');
    await run('stage.generate', 'succeeded');
    const seen = await view();
    expect(seen.activeRun).toMatchObject({ id: mine.id, kind: 'sections.generate', status: 'running' });
    expect(seen.activeRun).not.toHaveProperty('sectionId');
    expect(seen.can.edit).toBe(false);
  });

  it('offers a retry for the stage’s newest refinement run only while it is the one that failed', async () => {
    const failed = await run('loop.round', 'failed');
    expect((await view()).refinement.lastRun).toMatchObject({ id: failed.id, status: 'failed' });
    await run('stage.generate', 'succeeded');
    expect((await view()).refinement.lastRun?.id).toBe(failed.id);
    await run('loop.auto', 'succeeded');
    expect((await view()).refinement.lastRun).toBeNull();
    const cancelled = await run('variants', 'cancelled');
    expect((await view()).refinement.lastRun).toMatchObject({ id: cancelled.id, status: 'cancelled' });
  });

  it('offers the newest finished variants while their section still has the text they were made from', async () => {
    const current = await db().section.findUniqueOrThrow({ where: { id: sectionId } });
    const variants = await run('variants', 'succeeded', { sectionId });
    await db().runStep.create({
      data: { runId: variants.id, key: 'variants', result: { baseVersionId: current.currentVersionId } },
    });
    await run('variants', 'failed', { sectionId });
    expect((await view()).refinement.variants).toEqual({ runId: variants.id, sectionId });
    await write('The lamp went out.');
    expect((await view()).refinement.variants).toBeNull();
  });
});
