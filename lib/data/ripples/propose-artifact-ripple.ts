import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { RenamePair } from '../../workflow/ripple/rename-pairs';
import { refuseIfActive } from '../runs/lifecycle';
import { artifactRipple } from './artifact-ripple';
import { recordStageRipple, withoutOpenPassages } from './record-ripple';
import { placesIn, rippleProject, sectionsByStage } from './ripple-project';

/** What proposing an edited plan's ripple would touch; null when there is nothing to propose. */
export interface ArtifactImpact {
  toVersion: number;
  renames: RenamePair[];
  values: RenamePair[];
  places: number;
  sections: number;
  passages: number;
  lockedPlaces: number;
  lockedSections: number;
}

/** The impact of the artifact's edits since its approval on the later stages, less what is already proposed; nothing is written. */
export async function previewArtifactRipple(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  { stageKey }: { stageKey: string },
): Promise<ArtifactImpact | null> {
  if (!(await rippleProject(db, { ownerId, projectId }))) throw new ExpectedError('not_found');
  const ripple = await artifactRipple(db, { projectId, stageKey });
  const left = ripple ? await withoutOpenPassages(db, ripple.sections) : [];
  const places = placesIn(left);
  if (!ripple || !(places + ripple.lockedPlaces)) return null;
  return {
    toVersion: ripple.toVersion,
    renames: ripple.renames,
    values: ripple.values,
    places,
    sections: left.length,
    passages: left.reduce((n, s) => n + s.passages.length, 0),
    lockedPlaces: ripple.lockedPlaces,
    lockedSections: ripple.lockedSections,
  };
}

/**
 * Proposes the ripple of the artifact's edits as open continuity suggestions, one per passage, in a round
 * of each later stage it touches; refused as a conflict when the artifact moved past `toVersion` (the
 * version the writer saw the impact of) or a quoted section was saved meanwhile. The text is unchanged.
 */
export async function proposeArtifactRipple(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, toVersion }: { stageKey: string; toVersion: number },
): Promise<{ proposed: number }> {
  const project = await rippleProject(db, { ownerId, projectId });
  if (!project) throw new ExpectedError('not_found');
  const ripple = await artifactRipple(db, { projectId, stageKey });
  if (!ripple) return { proposed: 0 };
  if (ripple.toVersion !== toVersion) throw new ExpectedError('conflict');
  const byStage = sectionsByStage(ripple.sections, ripple.stageOf);
  const change = {
    kind: 'artifact' as const,
    stageId: ripple.stageId,
    fromVersion: ripple.fromVersion,
    toVersion: ripple.toVersion,
    renames: ripple.renames,
    values: ripple.values,
  };
  return db.$transaction(
    async (tx) => {
      const stage = await tx.stage.findUnique({ where: { id: ripple.stageId }, select: { currentVersion: true } });
      if (stage?.currentVersion?.number !== toVersion) throw new ExpectedError('conflict');
      if (!ripple.sections.length) return { proposed: 0 };
      await refuseIfActive(tx, projectId);
      let proposed = 0;
      for (const [stageId, sections] of byStage)
        proposed += await recordStageRipple(tx, { ...project, stageId }, { change, sections, read: ripple });
      return { proposed };
    },
    // As for a bible rename: thousands of rows in a long book, with a margin for a loaded machine.
    { timeout: 30_000 },
  );
}
