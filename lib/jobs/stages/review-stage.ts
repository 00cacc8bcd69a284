import { appendVersion } from '../../data/versions';
import { createReviewLoop, roundSummaries } from '../../data/loop-rounds';
import { runAutoLoop } from '../loops/auto-loop';
import { stageRow, type ProjectContext, type StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import type { JsonInput } from '../../db';

/** At most this many review-and-patch rounds (seeds 001 and 004). */
export const REVIEW_STAGE_ROUNDS = 3;

/**
 * A review stage (paper global review, rewrite review) is an auto refinement loop over the stage it
 * reviews: findings naming sections revise those sections, global ones the sections the judge names.
 * Its artifact is the loop's outcome.
 */
export async function reviewStage(ctx: RunContext, project: ProjectContext, stage: StageRow): Promise<void> {
  const reviewed = stageRow(project, stage.definition.reviews!);
  const roles =
    project.engineKind === 'model'
      ? stage.definition.reviewers
      : stage.definition.reviewers.filter((r) => r === 'lint');
  const { loopId } = await ctx.step(
    `review:${stage.key}:loop`,
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
  const stopReason = await runAutoLoop(ctx, project, stage, loopId);
  await ctx.step(
    `review:${stage.key}:report`,
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
