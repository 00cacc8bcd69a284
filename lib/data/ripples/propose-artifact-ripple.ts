import 'server-only';
import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { RenamePair } from '../../workflow/ripple/rename-pairs';
import { refuseIfActive } from '../runs/lifecycle';
import { planEditInWords } from '../../workflow/ripple/rewrite-request';
import { artifactRipple, type ArtifactRipple } from './artifact-ripple';
import { recordStageRipple, withoutOpenPassages } from './record-ripple';
import { placesIn, rippleProject, sectionsByStage } from './ripple-project';
import { queueRippleRewrites, rewriteImpact, type RewriteImpact } from './rewrite-ripple';

const changeInWords = (ripple: ArtifactRipple, language: 'en' | 'zh') =>
  planEditInWords(ripple.fields, { from: ripple.fromVersion, to: ripple.toVersion }, language);

/** What proposing an edited plan's ripple would touch; null when there is nothing to propose. */
export interface ArtifactImpact {
  toVersion: number;
  renames: RenamePair[];
  values: RenamePair[];
  places: number;
  sections: number;
  passages: number;
  /** Passages naming what a rewritten field mentions, that need rewriting rather than replacing. */
  rewrite: RewriteImpact;
  lockedPlaces: number;
  lockedSections: number;
}

/** The impact of the artifact's edits since its approval on the later stages, less what is already proposed; nothing is written. */
export async function previewArtifactRipple(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  { stageKey }: { stageKey: string },
): Promise<ArtifactImpact | null> {
  const project = await rippleProject(db, { ownerId, projectId });
  if (!project) throw new ExpectedError('not_found');
  const ripple = await artifactRipple(db, { projectId, stageKey });
  if (!ripple) return null;
  const left = await withoutOpenPassages(db, ripple.sections);
  const places = placesIn(left);
  const rewrite = await rewriteImpact(
    { db, ownerId, projectId },
    { engine: project.engine, rewrites: ripple.rewrites, change: changeInWords(ripple, project.language) },
  );
  if (!(places + ripple.lockedPlaces + rewrite.count + rewrite.locked)) return null;
  return {
    rewrite,
    toVersion: ripple.toVersion,
    renames: ripple.renames,
    values: ripple.values,
    places,
    sections: left.length,
    passages: left.reduce((n, s) => n + s.passages.length, 0),
    lockedPlaces: ripple.lockedPlaces,
    lockedSections: ripple.lockedSections + ripple.rewrites.lockedSections,
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
): Promise<{ proposed: number; runId: string | null }> {
  const project = await rippleProject(db, { ownerId, projectId });
  if (!project) throw new ExpectedError('not_found');
  const ripple = await artifactRipple(db, { projectId, stageKey });
  if (!ripple) return { proposed: 0, runId: null };
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
      if (!ripple.sections.length && !ripple.rewrites.count) return { proposed: 0, runId: null };
      await refuseIfActive(tx, projectId);
      let proposed = 0;
      for (const [stageId, sections] of byStage)
        proposed += await recordStageRipple(tx, { ...project, stageId }, { change, sections, read: ripple });
      // Passages that need rewriting go to the model, each on its own, into the same rounds.
      const runId = await queueRippleRewrites(
        tx,
        { ...project, ownerId },
        {
          ...ripple,
          change: changeInWords(ripple, project.language),
          upstream: change,
        },
      );
      return { proposed, runId };
    },
    // As for a bible rename: thousands of rows in a long book, with a margin for a loaded machine.
    { timeout: 30_000 },
  );
}
