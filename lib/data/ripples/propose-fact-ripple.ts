import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { refuseIfActive } from '../runs/lifecycle';
import { factRipple } from './fact-ripple';
import { recordStageRipple, withoutOpenPassages } from './record-ripple';
import { placesIn, rippleProject } from './ripple-project';

/** What a section's changed facts would touch in the later sections; null when nothing. */
export interface FactImpact {
  version: number;
  /** Each changed fact: whose, and its words before and after ("twelve" → "fourteen"). */
  changes: { subject: string; from: string; to: string }[];
  places: number;
  sections: number;
  lockedPlaces: number;
  lockedSections: number;
}

/** The impact of the section's last edit on the facts later sections restate, less what is already proposed. */
export async function previewFactRipple(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  { sectionId }: { sectionId: string },
): Promise<FactImpact | null> {
  if (!(await rippleProject(db, { ownerId, projectId }))) throw new ExpectedError('not_found');
  const ripple = await factRipple(db, { projectId, sectionId });
  const left = ripple ? await withoutOpenPassages(db, ripple.sections) : [];
  const places = placesIn(left);
  if (!ripple || !(places + ripple.lockedPlaces)) return null;
  return {
    version: ripple.section.version,
    changes: ripple.changes.map((c) => ({ subject: c.subject, from: c.was, to: c.words })),
    places,
    sections: left.length,
    lockedPlaces: ripple.lockedPlaces,
    lockedSections: ripple.lockedSections,
  };
}

/**
 * Offers the later passages restating a changed fact's old value as open continuity suggestions (one
 * per sentence, the new value as the exact replacement); refused as a conflict when the section moved
 * past `version`, the one whose impact the writer saw. No text changes until the writer accepts.
 */
export async function proposeFactRipple(
  { db, ownerId, projectId }: ProjectScope,
  { sectionId, version }: { sectionId: string; version: number },
): Promise<{ proposed: number }> {
  const project = await rippleProject(db, { ownerId, projectId });
  const ripple = project ? await factRipple(db, { projectId, sectionId }) : null;
  if (!project || !ripple) throw new ExpectedError('not_found');
  if (ripple.section.version !== version) throw new ExpectedError('conflict');
  if (!ripple.sections.length) return { proposed: 0 };
  const target = { ...project, stageId: ripple.stageId };
  const change = {
    kind: 'fact' as const,
    sectionId,
    section: ripple.section.title,
    subject: [...new Set(ripple.changes.map((c) => c.subject))].join(', '),
    attribute: [...new Set(ripple.changes.map((c) => c.attribute))].join(', '),
    renames: [],
    values: ripple.changes.map((c) => ({ from: c.was, to: c.words })),
  };
  return db.$transaction(async (tx) => {
    const now = await tx.section.findUnique({ where: { id: sectionId }, select: { currentVersion: true } });
    if (now?.currentVersion?.number !== version) throw new ExpectedError('conflict');
    await refuseIfActive(tx, projectId);
    return { proposed: await recordStageRipple(tx, target, { change, sections: ripple.sections, read: ripple }) };
  });
}
