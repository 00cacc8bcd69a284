import pLimit from 'p-limit';
import { appendVersion } from '../../data/versions/append-version';
import { parseArtifact } from '../../workflow/artifacts';
import { env } from '../../env';
import type { RevisionTask } from '../../workflow/loop/revision-tasks';
import type { RoundContext } from '../../engine/types';
import { canonicalNames } from '../canonical-names';
import type { StageJob } from '../project-context';
import { stepKey } from '../../data/runs/steps';
import { loopSections, unitTextsOf, type LoopRow } from '../../data/refinement/loop-units';
import { authorPassages, passagesToKeep } from '../../data/versions/author-passages';
import type { JsonInput } from '../../db';
import { isSameText } from '../../text/diff';
import { liveSectionSink } from '../stages/live-section-text';
import { keepLocked } from '../../workflow/locks/field-locks';

/** What one round's revision did: the new versions, and per revised unit its text before and after. */
export interface RevisedRound {
  versionIds: string[];
  tokens: number;
  texts: Map<string, { before: string; after: string | null }>;
  /** Tasks the reviser reported it could not apply. */
  unapplied: Set<string>;
}

/**
 * Revises the touched sections in parallel; each changed text is a `revision` version tied to the
 * round (a text the reviser handed back unchanged writes no version). What stays unchanged: the blue
 * team's keep-as-is points and the passages the author wrote by hand. While a section is revised, the
 * stage page shows it changing (its live text); a revision is not stopped alone, only with its run.
 * Each section's step keeps the version it revised, so a resumed round compares the same two texts
 * as an uninterrupted one, however often it is resumed.
 */
export async function reviseRound(
  { ctx, project, stage }: StageJob,
  {
    loop,
    roundId,
    tasks,
    keep,
    round,
  }: { loop: LoopRow; roundId: string; tasks: Map<string, RevisionTask[]>; keep: string[]; round: RoundContext },
): Promise<RevisedRound> {
  // A locked section is not revised: what was accepted on it stays not applied, and says so.
  const sections = (await loopSections(ctx.db, loop)).filter((s) => tasks.has(s.id) && !s.locked);
  const limit = pLimit(env().PARALLEL_SECTIONS);
  const names = canonicalNames(project);
  const results = await Promise.all(
    sections.map((section) =>
      limit(() =>
        ctx.step(
          stepKey.revise(loop.id, roundId, section.id),
          async () => {
            const written = section.artifact
              ? []
              : passagesToKeep(await authorPassages(ctx.db, section.id, section.text), tasks.get(section.id)!);
            // The offline engine revises at once: nothing to watch.
            const streams = !section.artifact && project.engineKind === 'model';
            const live = streams ? liveSectionSink(ctx, section.id, 'revision') : null;
            live?.show(section.text);
            try {
              const result = await project.engine.revise(
                {
                  language: project.language,
                  section,
                  tasks: tasks.get(section.id)!,
                  keep: [...keep, ...written],
                  canonicalNames: names,
                  sources: project.sources,
                  round,
                  voice: await project.voice(),
                },
                { ...project.call, record: { ...project.call.record, roundId }, live: live ?? undefined },
              );
              live?.show(result.value.text);
              await live?.end('done');
              return result;
            } catch (error) {
              await live?.end('failed');
              throw error;
            }
          },
          async (tx, result) => {
            const artifact = section.artifact ? parseArtifact(project.template, stage.key, result.value.text) : null;
            // A revised artifact must still parse as the stage's artifact; otherwise nothing is applied.
            const tokens = result.usage.inputTokens + result.usage.outputTokens;
            // `from`: the version this revision read, so a resumed round judges it against that text.
            const from = section.versionId;
            if (artifact && !artifact.ok)
              return {
                versionId: null,
                from,
                after: null,
                tokens,
                unapplied: tasks.get(section.id)!.map((t) => t.suggestionId),
              };
            // Locked fields of an artifact come back as they stood, whatever the reviser wrote there.
            const locked = artifact?.ok
              ? keepLocked(JSON.parse(section.text), artifact.value, section.lockedFields)
              : { value: null, kept: [] };
            const after = artifact?.ok ? JSON.stringify(locked.value, null, 2) : result.value.text;
            if (isSameText(after, section.text))
              return { versionId: null, from, after, tokens, unapplied: result.value.unapplied, kept: locked.kept };
            const version = await appendVersion(tx, {
              projectId: project.id,
              stageId: loop.stageId,
              sectionId: section.artifact ? null : section.id,
              text: section.artifact ? '' : result.value.text,
              data: artifact?.ok ? (locked.value as JsonInput) : undefined,
              source: 'revision',
              engine: result.engine,
              model: result.model,
              roundId,
            });
            return { versionId: version.id, from, after, tokens, unapplied: result.value.unapplied, kept: locked.kept };
          },
        ),
      ),
    ),
  ).catch((error: unknown) => {
    limit.clearQueue(); // the run stops: sections not started yet are left for the retry
    throw error;
  });
  // A section revised before a crash is already at its revision now: what it was revised from is the
  // version its step recorded, not the current text (steps stored before `from` was kept read the current).
  const moved = results.flatMap((r, i) => (r.from && r.from !== sections[i].versionId ? [r.from] : []));
  const readTexts = await unitTextsOf(ctx.db, moved);
  return {
    versionIds: results.map((r) => r.versionId).filter((id): id is string => Boolean(id)),
    tokens: results.reduce((sum, r) => sum + r.tokens, 0),
    texts: new Map(
      sections.map((s, i) => [
        s.id,
        { before: readTexts.get(results[i].from ?? '') ?? s.text, after: results[i].after },
      ]),
    ),
    unapplied: new Set(results.flatMap((r) => r.unapplied)),
  };
}
