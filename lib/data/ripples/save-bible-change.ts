import 'server-only';
import type { ProjectScope } from '../../db';
import type { Translate } from '../../i18n/translator';
import { duplicateName } from '../bible/entries';
import { ExpectedError } from '../../errors';
import { changeBibleEntry } from '../versions/edit-guard';
import { refuseIfActive } from '../runs/lifecycle';
import { bibleRipple, type BibleChange } from './bible-ripple';
import { entryEditInWords } from '../../workflow/ripple/rewrite-request';
import { recordStageRipple } from './record-ripple';
import { queueRippleRewrites } from './rewrite-ripple';
import { rippleProject, sectionsByStage } from './ripple-project';

/**
 * Saves a bible entry as the writer saw it and, in the same transaction, proposes the ripple: every
 * passage that names it by a spelling the change retires, as open continuity suggestions in a round
 * of each stage it touches; on the model engine, the passages that need rewriting are queued for the
 * model in one run (`runId`). The text itself is unchanged until the writer accepts. Answers how many
 * suggestions were proposed at once.
 */
export async function saveBibleChangeWithRipple(
  { db, ownerId, projectId }: ProjectScope,
  { change, version, translate }: { change: BibleChange; version: number; translate: Translate },
): Promise<{ proposed: number; runId: string | null }> {
  const project = await rippleProject(db, { ownerId, projectId });
  // The book is read and the ripple computed before the transaction, which only writes: the entry
  // under its edit guard, then the suggestions, refused if a section they quote was saved meanwhile.
  const ripple = project ? await bibleRipple(db, projectId, change) : null;
  if (!project || !ripple) throw new ExpectedError('not_found');
  const byStage = sectionsByStage(ripple.sections, ripple.stageOf);
  const upstream = {
    kind: 'bible-entry' as const,
    entryId: change.entryId,
    from: ripple.before.name,
    to: change.entry.name,
    renames: ripple.renames,
    values: ripple.values,
  };
  return db.$transaction(
    async (tx) => {
      const saved = await changeBibleEntry(tx, { id: change.entryId, projectId }, change.entry, { version }).catch(
        (e) => duplicateName(e, translate),
      );
      if (!saved) throw new ExpectedError('conflict');
      if (!ripple.sections.length && !ripple.rewrites.count) return { proposed: 0, runId: null };
      await refuseIfActive(tx, projectId);
      let proposed = 0;
      for (const [stageId, sections] of byStage)
        proposed += await recordStageRipple(tx, { ...project, stageId }, { change: upstream, sections, read: ripple });
      // Passages that need rewriting go to the model, each on its own, into the same rounds.
      const runId = await queueRippleRewrites(
        tx,
        { ...project, ownerId },
        {
          ...ripple,
          change: entryEditInWords(ripple.before, change.entry, project.language),
          upstream,
        },
      );
      return { proposed, runId };
    },
    // A main character's rename in a long book writes thousands of suggestions (well under a second
    // in multi-row statements); the margin is for a loaded machine.
    { timeout: 30_000 },
  );
}
