import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { stepKey } from '../../../lib/data/runs/steps';
import { startStage } from '../../../lib/data/stages/start-stage';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../../support/db';
import { useModelServer } from '../../support/model-env';
import { schemaName } from '../../support/openai-fixtures';
import { reply } from '../../support/openai-steps';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// Locked fields of a structured stage: a brief's title and one of its characters stay as the writer
// left them through a regeneration of the stage and a revision round; the rest changes as asked, and
// the run's recorded result says which locks held something back.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { lockField } = await import('../../../lib/actions/stages');

useTestDatabase();

interface Brief {
  title: string;
  logline: string;
  characters: { name: string; role?: string; description?: string }[];
}

// The reviser rewrites the whole brief (set by the test before its round): a new title, a new logline,
// every character described anew.
let revision: Brief | null = null;
const server = useModelServer((request) =>
  schemaName(request) === 'revision' && revision
    ? reply.json({ text: JSON.stringify(revision), unapplied: [] })
    : reply.text(''),
);

const revised = (b: Brief): Brief => ({
  ...b,
  title: 'Revised Title',
  logline: 'A revised logline about the keeper.',
  characters: b.characters.map((c) => ({ ...c, description: 'Revised by the model.' })),
});

const caller = (id: string): Caller => ({
  id,
  email: `${id}@example.com`,
  name: 'Writer',
  role: 'writer',
  locale: 'en',
});
const briefOf = async (projectId: string) =>
  (await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' }, include: { currentVersion: true } }))
    .currentVersion!.data as unknown as Brief;

/** An offline story whose brief is generated, then edited by hand (its title and first character). */
async function briefProject(email: string) {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const { runId } = await startStage({ db: db(), ownerId, projectId }, { stageKey: 'brief' });
  expect((await runToEnd(runId)).status).toBe('succeeded');
  const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' } });
  const generated = await briefOf(projectId);
  const mine: Brief = {
    ...generated,
    title: 'The Keeper’s Lamp',
    logline: 'A hand-written logline nobody locked.',
    characters: generated.characters.map((c, i) => (i === 0 ? { ...c, description: 'Written by hand.' } : c)),
  };
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId,
      stageId: stage.id,
      text: '',
      data: mine as object,
      source: 'author',
      authorId: ownerId,
    }),
  );
  return { ownerId, projectId, stageId: stage.id, mine, character: `characters[${mine.characters[0].name}]` };
}

describe('locked fields of a brief', () => {
  let p: Awaited<ReturnType<typeof briefProject>>;
  beforeAll(async () => {
    p = await briefProject('field-locks@example.com');
  });

  it('lock and unlock through the action, only a field the brief has, only for its owner', async () => {
    current = caller(p.ownerId);
    const version = (await db().stage.findUniqueOrThrow({ where: { id: p.stageId } })).version;
    for (const field of ['title', p.character, 'logline'])
      expect(await lockField({ projectId: p.projectId, stageKey: 'brief', field, locked: true })).toMatchObject({
        ok: true,
      });
    expect(await lockField({ projectId: p.projectId, stageKey: 'brief', field: 'logline', locked: false })).toEqual({
      ok: true,
      data: { lockedFields: ['title', p.character] },
    });
    expect(
      await lockField({ projectId: p.projectId, stageKey: 'brief', field: 'characters[Nobody]', locked: true }),
    ).toMatchObject({ ok: false, code: 'not_found' });
    // A lock is not an edit of the brief: the form's save token does not move.
    expect((await db().stage.findUniqueOrThrow({ where: { id: p.stageId } })).version).toBe(version);
    current = caller((await makeUser('field-locks-intruder@example.com')).id);
    expect(
      await lockField({ projectId: p.projectId, stageKey: 'brief', field: 'logline', locked: true }),
    ).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect((await db().stage.findUniqueOrThrow({ where: { id: p.stageId } })).lockedFields).toEqual([
      'title',
      p.character,
    ]);
  });

  it('a regeneration of the stage keeps them, and its run says which it held back', async () => {
    const { runId } = await startStage(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { stageKey: 'brief', regenerate: true },
    );
    expect((await runToEnd(runId)).status).toBe('succeeded');
    const brief = await briefOf(p.projectId);
    expect(brief.title).toBe(p.mine.title);
    expect(brief.characters[0]).toEqual(p.mine.characters[0]);
    expect(brief.logline).not.toBe(p.mine.logline);
    const step = await db().runStep.findFirstOrThrow({ where: { runId, key: stepKey.artifact('brief') } });
    expect(step.result).toMatchObject({ keptLocked: ['title', p.character] });
  });
});

describe('a revision round on a brief with locked fields', () => {
  it('revises what is not locked and leaves the locked title and character as they stood', async () => {
    const p = await briefProject('field-locks-round@example.com');
    await db().stage.update({ where: { id: p.stageId }, data: { lockedFields: ['title', p.character] } });
    await db().project.update({ where: { id: p.projectId }, data: { engine: 'model' } });
    const loop = await db().loop.create({
      data: { projectId: p.projectId, stageId: p.stageId, mode: 'manual', maxRounds: 2, roles: ['red'] },
    });
    const round = await db().round.create({
      data: { loopId: loop.id, projectId: p.projectId, number: 1, status: 'assessed', engine: 'model', roles: ['red'] },
    });
    const suggestion = await db().suggestion.create({
      data: {
        roundId: round.id,
        projectId: p.projectId,
        role: 'red',
        type: 'other',
        priority: 'high',
        summary: 'Sharpen the brief',
        detail: 'A stronger title, logline and characters.',
        fingerprint: 'sharpen-the-brief',
      },
    });
    revision = revised(p.mine);
    const { runId } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { roundId: round.id, decision: 'done', picks: { accepted: [suggestion.id], rejected: [] } },
    );
    const run = await runToEnd(runId!);
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
    expect(server().requests.some((r) => schemaName(r) === 'revision')).toBe(true);
    const brief = await briefOf(p.projectId);
    expect(brief.logline).toBe('A revised logline about the keeper.');
    expect(brief.characters.slice(1).every((c) => c.description === 'Revised by the model.')).toBe(true);
    expect(brief.title).toBe(p.mine.title);
    expect(brief.characters[0]).toEqual(p.mine.characters[0]);
    const step = await db().runStep.findFirstOrThrow({
      where: { runId: runId!, key: stepKey.revise(loop.id, round.id, p.stageId) },
    });
    expect(step.result).toMatchObject({ kept: ['title', p.character] });
  });
});
