import pLimit from 'p-limit';
import { appendVersion } from '../../data/versions/append-version';
import { createReviewLoop, roundSummaries } from '../../data/refinement/round-records';
import { env } from '../../env';
import { runAutoLoop } from '../loops/auto-loop';
import { stageRow, type ProjectContext, type StageRow, type StageJob } from '../project-context';
import type { RunContext } from '../run-context';
import { stepKey } from '../../data/runs/steps';
import type { JsonInput } from '../../db';
import { markLoopRevisedSectionsRevising } from '../../data/refinement/section-reviews';
import { liveSections } from '../../data/sections/run-sections';
import { reviewSection } from './review-section';

/** At most this many review-and-patch rounds (seeds 001 and 004). */
const REVIEW_STAGE_ROUNDS = 3;

/**
 * A review stage (paper global review, rewrite review) is an auto refinement loop over the stage it
 * reviews: findings naming sections revise those sections, global ones the sections the judge names.
 * A global "rewrite" verdict sends every section back. Where the reviewed stage has a section
 * reviewer (seed 001), the sections the loop revised go to `revising` and are reviewed again, and
 * the section reviewer's scores decide as they did when they were written.
 * Its artifact is the loop's outcome.
 */
export async function reviewStage({ ctx, project, stage }: StageJob): Promise<void> {
  const reviewed = stageRow(project, stage.definition.reviews!);
  const roles =
    project.engineKind === 'model'
      ? stage.definition.reviewers
      : stage.definition.reviewers.filter((r) => r === 'lint');
  const { loopId } = await ctx.step(
    stepKey.reviewLoop(stage.key),
    async () => null,
    async (tx) => {
      const loopId = await createReviewLoop(tx, {
        projectId: project.id,
        stageId: reviewed.id,
        maxRounds: REVIEW_STAGE_ROUNDS,
        roles: [...roles],
      });
      return { loopId };
    },
  );
  await ctx.progress(0, REVIEW_STAGE_ROUNDS, stage.key);
  const stopReason = await runAutoLoop({ ctx, project, stage }, { loopId });
  if (reviewed.definition.reviewers.includes('section')) await reReviewRevised(ctx, project, stage, reviewed, loopId);
  await ctx.step(
    stepKey.reviewReport(stage.key),
    async () => null,
    async (tx) => {
      const rounds = await roundSummaries(tx, loopId);
      const data = { loopId, stopReason, rounds } as unknown as JsonInput;
      await appendVersion(tx, {
        projectId: project.id,
        stageId: stage.id,
        text: '',
        data,
        source: 'model',
        engine: project.engineKind,
      });
      return null;
    },
  );
}

/** The sections the loop gave a new version go to `revising`, then through the section reviewer again. */
async function reReviewRevised(
  ctx: RunContext,
  project: ProjectContext,
  stage: StageRow,
  reviewed: StageRow,
  loopId: string,
): Promise<void> {
  const affected = await ctx.step(
    stepKey.reviewRevising(stage.key),
    async () => null,
    async (tx) => markLoopRevisedSectionsRevising(tx, reviewed.id, loopId),
  );
  const sections = await liveSections(ctx.db, reviewed.id);
  const limit = pLimit(env().PARALLEL_SECTIONS);
  await Promise.all(
    sections
      .filter((s) => affected.includes(s.id))
      .map((s) =>
        limit(() =>
          reviewSection(
            { ctx, project, stage: reviewed },
            { section: s, all: sections, prefix: stepKey.reviewPass(stage.key) },
          ),
        ),
      ),
  ).catch((error: unknown) => {
    limit.clearQueue(); // the run stops: sections not reviewed yet are left for the retry
    throw error;
  });
}
