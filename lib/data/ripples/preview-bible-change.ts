import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { RenamePair } from '../../workflow/ripple/rename-pairs';
import { entryEditInWords } from '../../workflow/ripple/rewrite-request';
import { bibleRipple, type BibleChange } from './bible-ripple';
import { rewriteImpact, type RewriteImpact } from './rewrite-ripple';
import { rippleProject } from './ripple-project';

/** What saving a bible entry would touch, shown before the writer saves. */
export interface BibleImpact {
  renames: RenamePair[];
  /** Values of its description that changed, changed in the passages about the entry. */
  values: RenamePair[];
  /** Mentions that would be renamed, the sections they stand in and the passages proposed. */
  places: number;
  sections: number;
  passages: number;
  /** Old spellings another entry also answers to: not renamed. */
  ambiguous: string[];
  /** Passages about the entry that need rewriting rather than replacing. */
  rewrite: RewriteImpact;
  /** Mentions in locked sections, left as they are. */
  lockedPlaces: number;
  lockedSections: number;
}

/** The impact of a change to one of the owner's bible entries; nothing is written. */
export async function previewBibleChange(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  change: BibleChange,
): Promise<BibleImpact> {
  const project = await rippleProject(db, { ownerId, projectId });
  const ripple = project ? await bibleRipple(db, projectId, change) : null;
  if (!project || !ripple) throw new ExpectedError('not_found');
  const rewrite = await rewriteImpact(
    { db, ownerId, projectId },
    {
      engine: project.engine,
      rewrites: ripple.rewrites,
      change: entryEditInWords(ripple.before, change.entry, project.language),
    },
  );
  return {
    rewrite,
    renames: ripple.renames,
    values: ripple.values,
    places: ripple.places,
    sections: ripple.sections.length,
    passages: ripple.sections.reduce((n, s) => n + s.passages.length, 0),
    ambiguous: ripple.ambiguous,
    lockedPlaces: ripple.lockedPlaces,
    lockedSections: ripple.lockedSections + ripple.rewrites.lockedSections,
  };
}
