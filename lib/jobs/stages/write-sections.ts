import pLimit from 'p-limit';
import { markSectionWriting } from '../../data/sections/run-sections';
import { env } from '../../env';
import type { ProjectContext, StageRow, StageJob } from '../project-context';
import type { ProgressItem } from '../run-context';
import { stepKey } from '../../data/runs/steps';
import { draftSection } from './draft-section';
import { proposeSection } from './propose-section';
import { liveSections, type SectionRow } from '../../data/sections/run-sections';
import { reviewSection } from './review-section';

export interface WriteOptions {
  /** Only these sections; default: every section not yet written (pending, failed, stale). */
  sectionIds?: string[];
  /** Rewrite every section (regenerate). */
  all?: boolean;
  /** A section with text gets its new text as a proposal beside it, never over it (a targeted regeneration). */
  propose?: boolean;
}

const NEEDS_WRITING = new Set(['pending', 'writing', 'failed', 'stale']);

/**
 * Writes the stage's sections: one after another when each must see the earlier ones (rolling
 * context), each reviewed before the next starts; otherwise in parallel up to PARALLEL_SECTIONS.
 * Each finished section is saved at once.
 */
export async function writeSections({ ctx, project, stage }: StageJob, options: WriteOptions = {}): Promise<void> {
  const sections = await liveSections(ctx.db, stage.id);
  // Chosen once and saved: a resumed run finishes the same sections, also one written but not yet
  // reviewed when the run stopped (its status no longer says it needs work).
  const targetIds = await ctx.step(
    stepKey.targets(stage.key),
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

  const write = async (section: SectionRow) => {
    await report(section.id, 'running');
    if (options.propose && section.currentVersionId)
      return proposeSection({ ctx, project, stage }, { section, all: sections });
    // A section this run already wrote (it is resuming) keeps the status its saved steps gave it; the
    // mark is fenced, so an attempt that lost the run cannot set a finished section back to writing.
    if ((await ctx.finished(stepKey.write(section.id))) === undefined) {
      await ctx.fenced((tx) => markSectionWriting(tx, section.id));
    }
    await draftSection({ ctx, project, stage }, { section, all: sections, key: stepKey.write(section.id) });
  };
  const review = async (section: SectionRow) => {
    // A proposal is not the section's text yet: the reviewer reviews what the writer chooses, later.
    const proposed = options.propose && section.currentVersionId;
    if (!proposed && stage.definition.reviewers.includes('section'))
      await reviewSection({ ctx, project, stage }, { section, all: sections });
    await report(section.id, 'done');
  };

  if (stage.definition.rolling) {
    // Seed 001 §6.1: the next section is written only once this one has passed its review (or used up
    // its rewrites), so its writer reads every earlier section in its final form.
    for (const section of targets) {
      await write(section);
      await review(section);
    }
  } else {
    const limit = pLimit(env().PARALLEL_SECTIONS);
    await Promise.all(targets.map((s) => limit(async () => (await write(s), await review(s))))).catch(
      (error: unknown) => {
        limit.clearQueue(); // the run stops: sections not started yet are left for the retry
        throw error;
      },
    );
  }
}

function chooseTargets(
  project: ProjectContext,
  stage: StageRow,
  sections: SectionRow[],
  options: WriteOptions,
): SectionRow[] {
  // A locked section is never written over, whatever the run was asked to write.
  const candidates = sections.filter((s) =>
    s.locked
      ? false
      : options.sectionIds
        ? options.sectionIds.includes(s.id)
        : options.all || NEEDS_WRITING.has(s.status) || !s.currentVersionId,
  );
  // One-at-a-time stages (script chapters) write the next chapter only when staged, where its approval
  // starts the one after; one-shot mode writes them all in this run.
  return stage.definition.approveEach && project.mode === 'staged' && !options.sectionIds
    ? candidates.slice(0, 1)
    : candidates;
}
