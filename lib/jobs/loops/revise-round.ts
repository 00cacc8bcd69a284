import pLimit from 'p-limit';
import { appendVersion } from '../../data/versions';
import { parseArtifact } from '../../workflow/artifacts';
import { env } from '../../env';
import type { RevisionTask } from '../../workflow/loop/revision-tasks';
import { canonicalNames } from '../canonical-names';
import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import { loopSections, type LoopRow } from '../../data/loop-units';
import { authorPassages, passagesToKeep } from '../../data/author-passages';
import type { JsonInput } from '../../db';

/**
 * Revises the touched sections in parallel; each result is a `revision` version tied to the round.
 * What stays unchanged: the blue team's keep-as-is points and the passages the author wrote by hand.
 */
export async function reviseRound(
  ctx: RunContext,
  project: ProjectContext,
  stage: StageRow,
  loop: LoopRow,
  roundId: string,
  tasks: Map<string, RevisionTask[]>,
  keep: string[],
): Promise<{ versionIds: string[]; tokens: number }> {
  const sections = (await loopSections(ctx.db, loop)).filter((s) => tasks.has(s.id));
  const limit = pLimit(env().PARALLEL_SECTIONS);
  const names = canonicalNames(project);
  const results = await Promise.all(
    sections.map((section) =>
      limit(() =>
        ctx.step(
          `loop:${loop.id}:round:${roundId}:revise:${section.id}`,
          async () => {
            const written = section.artifact
              ? []
              : passagesToKeep(await authorPassages(ctx.db, section.id, section.text), tasks.get(section.id)!);
            return project.engine.revise(
              {
                language: project.language,
                section,
                tasks: tasks.get(section.id)!,
                keep: [...keep, ...written],
                canonicalNames: names,
              },
              { ...project.call, record: { ...project.call.record, roundId } },
            );
          },
          async (tx, result) => {
            const artifact = section.artifact ? parseArtifact(project.template, stage.key, result.value.text) : null;
            // A revised artifact must still parse as the stage's artifact; otherwise nothing is applied.
            if (artifact && !artifact.ok)
              return {
                versionId: null,
                tokens: result.usage.inputTokens + result.usage.outputTokens,
                unapplied: tasks.get(section.id)!.map((t) => t.suggestionId),
              };
            const version = await appendVersion(tx, {
              projectId: project.id,
              stageId: loop.stageId,
              sectionId: section.artifact ? null : section.id,
              text: section.artifact ? '' : result.value.text,
              data: artifact?.ok ? (artifact.value as JsonInput) : undefined,
              source: 'revision',
              engine: result.engine,
              model: result.model,
              roundId,
            });
            return {
              versionId: version.id,
              tokens: result.usage.inputTokens + result.usage.outputTokens,
              unapplied: result.value.unapplied,
            };
          },
        ),
      ),
    ),
  ).catch((error: unknown) => {
    limit.clearQueue(); // the run stops: sections not started yet are left for the retry
    throw error;
  });
  return {
    versionIds: results.map((r) => r.versionId).filter((id): id is string => Boolean(id)),
    tokens: results.reduce((sum, r) => sum + r.tokens, 0),
  };
}
