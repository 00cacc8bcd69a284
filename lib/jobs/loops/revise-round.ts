import pLimit from 'p-limit';
import { appendVersion } from '../../data/versions';
import type { Prisma } from '../../generated/prisma/client';
import { parseArtifact } from '../../workflow/artifacts';
import { env } from '../../env';
import type { RevisionTask } from '../../engine/types';
import type { AcceptedSuggestion } from '../../data/loop-rounds';
import { canonicalNames } from '../canonical-names';
import type { ProjectContext, StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import { loopSections, type LoopRow } from '../../data/loop-units';
import { authorPassages } from '../../data/author-passages';

/**
 * Only the sections the accepted suggestions touch are revised, each with its own task list.
 * Suggestions without a section go to the sections the judge named, or to all when it said "all"
 * (a loop over a single unit, such as one section or an artifact, sends them all to it).
 */
export function tasksBySection(accepted: AcceptedSuggestion[], sectionIds: string[], globalScope: string[] | 'all'): Map<string, RevisionTask[]> {
  const bySection = new Map<string, RevisionTask[]>();
  for (const s of accepted) {
    const task: RevisionTask = { suggestionId: s.id, instruction: `${s.summary}: ${s.detail}`, expected: s.expected, priority: s.priority, anchor: s.anchor, type: s.type };
    const targets = s.sectionId
      ? [s.sectionId]
      : globalScope === 'all' || sectionIds.length === 1
        ? sectionIds
        : globalScope.filter((id) => sectionIds.includes(id));
    for (const id of targets) bySection.set(id, [...(bySection.get(id) ?? []), s.sectionId ? task : { ...task, anchor: null }]);
  }
  return bySection;
}

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
            const written = section.artifact ? [] : await authorPassages(ctx.db, section.id, section.text);
            return project.engine.revise(
              { language: project.language, section, tasks: tasks.get(section.id)!, keep: [...keep, ...written], canonicalNames: names },
              { ...project.call, record: { ...project.call.record, roundId } },
            );
          },
          async (tx, result) => {
            const artifact = section.artifact ? parseArtifact(project.template, stage.key, result.value.text) : null;
            // A revised artifact must still parse as the stage's artifact; otherwise nothing is applied.
            if (artifact && !artifact.ok) return { versionId: null, tokens: result.usage.inputTokens + result.usage.outputTokens, unapplied: tasks.get(section.id)!.map((t) => t.suggestionId) };
            const version = await appendVersion(tx, {
              projectId: project.id,
              stageId: loop.stageId,
              sectionId: section.artifact ? null : section.id,
              text: section.artifact ? '' : result.value.text,
              data: artifact?.ok ? (artifact.value as Prisma.InputJsonValue) : undefined,
              source: 'revision',
              engine: result.engine,
              model: result.model,
              roundId,
            });
            return { versionId: version.id, tokens: result.usage.inputTokens + result.usage.outputTokens, unapplied: result.value.unapplied };
          },
        ),
      ),
    ),
  ).catch((error: unknown) => {
    limit.clearQueue(); // the run stops: sections not started yet are left for the retry
    throw error;
  });
  return { versionIds: results.map((r) => r.versionId).filter((id): id is string => Boolean(id)), tokens: results.reduce((sum, r) => sum + r.tokens, 0) };
}
