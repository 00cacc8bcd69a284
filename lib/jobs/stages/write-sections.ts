import pLimit from 'p-limit';
import { appendVersion } from '../../data/versions';
import { markSectionDone, markSectionWriting, sectionTextByKey, sectionTexts } from '../../data/run-sections';
import { countWords } from '../../text/count';
import { env } from '../../env';
import { earlierNotes, upstreamArtifacts, type ProjectContext, type StageRow } from '../project-context';
import type { ProgressItem, RunContext } from '../run-context';
import { liveSections, type SectionRow } from './plan-sections';
import { reviewSection } from './review-section';

export interface WriteOptions {
  /** Only these sections; default: every section not yet written (pending, failed, stale). */
  sectionIds?: string[];
  /** Rewrite every section (regenerate). */
  all?: boolean;
}

const NEEDS_WRITING = new Set(['pending', 'writing', 'failed', 'stale']);

/**
 * Writes the stage's sections: in order when each must see the earlier ones (rolling context),
 * otherwise in parallel up to PARALLEL_SECTIONS. Each finished section is saved at once.
 */
export async function writeSections(
  ctx: RunContext,
  project: ProjectContext,
  stage: StageRow,
  options: WriteOptions = {},
): Promise<void> {
  const sections = await liveSections(ctx, stage.id);
  // Chosen once and saved: a resumed run finishes the same sections, also one written but not yet
  // reviewed when the run stopped (its status no longer says it needs work).
  const targetIds = await ctx.step(
    `targets:${stage.key}`,
    async () => chooseTargets(project, stage, sections, options).map((s) => s.id),
    async (_tx, ids) => ids,
  );
  const targets = sections.filter((s) => targetIds.includes(s.id));
  const items: ProgressItem[] = targets.map((s) => ({ id: s.id, label: s.title, status: 'pending' }));
  let done = 0;
  const report = async (id: string, status: ProgressItem['status']) => {
    items.find((i) => i.id === id)!.status = status;
    if (status === 'done') done++;
    const current = items.findIndex((i) => i.status === 'running');
    await ctx.progress(
      done,
      targets.length,
      `${Math.min(done + 1, targets.length)}/${targets.length}${current >= 0 ? ` ${items[current].label}` : ''}`,
      items,
    );
  };
  await ctx.progress(0, targets.length, `0/${targets.length}`, items);

  const writeOne = async (section: SectionRow) => {
    await report(section.id, 'running');
    // A section this run already wrote (it is resuming) keeps the status its saved steps gave it; the
    // mark is fenced, so an attempt that lost the run cannot set a finished section back to writing.
    if ((await ctx.finished(writeKey(section))) === undefined) {
      await ctx.fenced((tx) => markSectionWriting(tx, section.id));
    }
    await writeSection(ctx, project, stage, section, sections);
    if (stage.definition.reviewers.includes('section')) await reviewSection(ctx, project, stage, section);
    await report(section.id, 'done');
  };

  if (stage.definition.rolling) {
    for (const section of targets) await writeOne(section);
  } else {
    const limit = pLimit(env().PARALLEL_SECTIONS);
    await Promise.all(targets.map((s) => limit(() => writeOne(s)))).catch((error: unknown) => {
      limit.clearQueue(); // the run stops: sections not started yet are left for the retry
      throw error;
    });
  }
}

const writeKey = (section: SectionRow) => `section:${section.id}:write`;

function chooseTargets(
  project: ProjectContext,
  stage: StageRow,
  sections: SectionRow[],
  options: WriteOptions,
): SectionRow[] {
  const candidates = sections.filter((s) =>
    options.sectionIds
      ? options.sectionIds.includes(s.id)
      : options.all || NEEDS_WRITING.has(s.status) || !s.currentVersionId,
  );
  // One-at-a-time stages (script chapters) write the next chapter only when staged, where its approval
  // starts the one after; one-shot mode writes them all in this run.
  return stage.definition.approveEach && project.mode === 'staged' && !options.sectionIds
    ? candidates.slice(0, 1)
    : candidates;
}

/** Length left for the engine after the author's opening, at the least (a short ending). */
const MIN_REST = 50;

/** The approved text this section opens with (see StageDefinition.opensWith), or ''. */
async function approvedOpening(ctx: RunContext, project: ProjectContext, stage: StageRow, section: SectionRow) {
  const from = stage.definition.opensWith;
  const source = from && project.stages.find((s) => s.key === from.stage);
  if (!from || source?.status !== 'approved') return '';
  return sectionTextByKey(ctx.db, source.id, from.sectionKey(section.key));
}

async function writeSection(
  ctx: RunContext,
  project: ProjectContext,
  stage: StageRow,
  section: SectionRow,
  all: SectionRow[],
) {
  await ctx.step(
    writeKey(section),
    async () => {
      // Rolling context: every earlier section as it stands now (saved by the steps before this one).
      const earlierIds = stage.definition.rolling
        ? all.filter((s) => s.position < section.position).map((s) => s.id)
        : [];
      const earlier = await sectionTexts(ctx.db, earlierIds);
      const opening = await approvedOpening(ctx, project, stage, section);
      const rest = await project.engine.generateSection(
        {
          template: project.template,
          stageKey: stage.key,
          language: project.language,
          config: project.config,
          upstream: upstreamArtifacts(project, stage),
          notes: earlierNotes(project, stage),
          section: {
            id: section.id,
            title: section.title,
            goal: section.goal,
            targetLength: Math.max(MIN_REST, section.targetLength - countWords(opening)),
          },
          // The opening is the text this section continues: the engine sees it as what comes just before.
          earlier: opening ? [...earlier, { title: section.title, text: opening }] : earlier,
        },
        project.call,
      );
      return opening ? { ...rest, value: { ...rest.value, text: `${opening.trimEnd()}\n\n${rest.value.text}` } } : rest;
    },
    async (tx, result) => {
      const version = await appendVersion(tx, {
        projectId: project.id,
        stageId: stage.id,
        sectionId: section.id,
        text: result.value.text,
        source: 'model',
        engine: result.engine,
        model: result.model,
      });
      await markSectionDone(tx, section.id, 'written');
      return { versionId: version.id };
    },
  );
}
