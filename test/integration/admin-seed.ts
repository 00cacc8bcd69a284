import { db } from '../support/db';

// Rows a refinement loop would have written, made directly: the history and admin views only read them.

export interface SeededRound {
  roundId: string;
  loopId: string;
  sectionId: string;
  before: string;
  after: string;
}

export interface RoundSeed {
  projectId: string;
  stageKey: string;
  before?: string;
  after?: string;
  decision?: string | null;
  stopReason?: string | null;
  engine?: 'model' | 'offline';
  roles?: string[];
  createdAt?: Date;
  model?: string;
  tokens?: { input: number; output: number };
}

export async function seedRound(seed: RoundSeed): Promise<SeededRound> {
  const before = seed.before ?? 'The storm came early that year, and the lamp stayed dark.';
  const after = seed.after ?? 'The storm came early that year; Mei climbed the tower and lit the lamp.';
  const stage = await db().stage.findUniqueOrThrow({
    where: { projectId_key: { projectId: seed.projectId, key: seed.stageKey } },
  });
  const position = await db().section.count({ where: { stageId: stage.id } });
  const section = await db().section.create({
    data: {
      projectId: seed.projectId,
      stageId: stage.id,
      position,
      displayNumber: String(position + 1),
      title: `Passage ${position + 1}`,
      status: 'written',
    },
  });
  const v1 = await db().version.create({
    data: {
      projectId: seed.projectId,
      stageId: stage.id,
      sectionId: section.id,
      number: 1,
      text: before,
      source: 'model',
      engine: seed.engine ?? 'offline',
    },
  });
  const loop = await db().loop.create({
    data: {
      projectId: seed.projectId,
      stageId: stage.id,
      roles: seed.roles ?? ['red', 'lint'],
      acceptPriorities: ['high'],
    },
  });
  const createdAt = seed.createdAt ?? new Date();
  const round = await db().round.create({
    data: {
      loopId: loop.id,
      projectId: seed.projectId,
      number: 1,
      status: 'revised',
      decision: seed.decision === undefined ? 'accept_all' : seed.decision,
      stopReason: seed.stopReason ?? null,
      engine: seed.engine ?? 'offline',
      roles: seed.roles ?? ['red', 'lint'],
      inputVersionIds: [v1.id],
      highCount: 1,
      mediumCount: 0,
      lowCount: 1,
      inputTokens: seed.tokens?.input ?? 0,
      outputTokens: seed.tokens?.output ?? 0,
      createdAt,
    },
  });
  const start = before.indexOf('the lamp stayed dark');
  await db().suggestion.createMany({
    data: [
      {
        roundId: round.id,
        projectId: seed.projectId,
        sectionId: section.id,
        role: 'red',
        type: 'plot',
        priority: 'high',
        summary: 'The heroine does nothing',
        detail: 'Mei only watches.',
        expected: 'Mei acts: she lights the lamp.',
        status: 'resolved',
        fingerprint: `f1-${round.id}`,
        anchor:
          start >= 0
            ? {
                quote: 'the lamp stayed dark',
                prefix: before.slice(Math.max(0, start - 32), start),
                suffix: '.',
                start,
                end: start + 20,
              }
            : undefined,
      },
      {
        roundId: round.id,
        projectId: seed.projectId,
        sectionId: null,
        role: 'lint',
        type: 'style',
        priority: 'low',
        summary: 'Vary sentence openings',
        status: 'rejected',
        fingerprint: `f2-${round.id}`,
      },
    ],
  });
  const v2 = await db().version.create({
    data: {
      projectId: seed.projectId,
      stageId: stage.id,
      sectionId: section.id,
      number: 2,
      text: after,
      source: 'revision',
      engine: seed.engine ?? 'offline',
      parentId: v1.id,
      roundId: round.id,
    },
  });
  await db().section.update({ where: { id: section.id }, data: { currentVersionId: v2.id } });
  await db().round.update({ where: { id: round.id }, data: { outputVersionIds: [v2.id], finishedAt: createdAt } });
  await db().modelCall.createMany({
    data: [
      {
        projectId: seed.projectId,
        roundId: round.id,
        role: 'reviewer',
        engine: seed.engine ?? 'offline',
        provider: 'test',
        model: seed.model ?? 'offline',
        inputTokens: seed.tokens?.input ?? 0,
        outputTokens: seed.tokens?.output ?? 0,
        latencyMs: 420,
        attempts: 2,
        outcome: 'ok',
        createdAt,
      },
      {
        projectId: seed.projectId,
        roundId: round.id,
        role: 'reviser',
        engine: seed.engine ?? 'offline',
        provider: 'test',
        model: seed.model ?? 'offline',
        latencyMs: 90,
        attempts: 3,
        outcome: 'error',
        errorCode: 'rate_limited',
        createdAt,
      },
    ],
  });
  return { roundId: round.id, loopId: loop.id, sectionId: section.id, before, after };
}

/** A failed run of the project's first stage, with the project failed in that stage, as a worker leaves it. */
export async function seedFailedRun(
  projectId: string,
  stageKey = 'brief',
  reason = 'The model did not answer after 3 attempts.',
) {
  const stage = await db().stage.findUniqueOrThrow({ where: { projectId_key: { projectId, key: stageKey } } });
  await db().project.update({
    where: { id: projectId },
    data: { state: 'failed', failedStage: `${stageKey}:generating`, failedReason: reason },
  });
  await db().stage.update({ where: { id: stage.id }, data: { status: 'failed' } });
  return db().run.create({
    data: {
      projectId,
      stageId: stage.id,
      kind: 'stage.generate',
      status: 'failed',
      params: { stageKey },
      errorCode: 'model_unavailable',
      errorMessage: reason,
      attempts: 3,
      finishedAt: new Date(),
    },
  });
}
