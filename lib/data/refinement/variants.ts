import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun } from '../runs/lifecycle';
import { stepKey, storedStepResult, type VariantsStepResult } from '../runs/steps';
import { appendVersion } from '../versions/append-version';
import { settleStale } from '../sections/settle-stale';

/** Queues 2–3 alternative revisions of a section (optionally for chosen suggestions). */
export async function requestVariants(
  { db, ownerId, projectId }: ProjectScope,
  { sectionId, suggestionIds, count }: { sectionId: string; suggestionIds: string[]; count: number },
): Promise<{ runId: string }> {
  const section = await db.section.findFirst({
    where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
    select: { stageId: true },
  });
  if (!section) throw new ExpectedError('not_found');
  const run = await createRun(db, {
    projectId,
    stageId: section.stageId,
    sectionId,
    kind: 'variants',
    params: { sectionId, suggestionIds, count },
    createdById: ownerId,
  });
  return { runId: run.id };
}

export interface VariantSet extends VariantsStepResult {
  runId: string;
  sectionId: string;
  /** How many variants the writer asked for (the texts may be fewer). */
  requested: number;
  /** The section written anew (a regeneration proposed beside its text): choosing it ends its staleness. */
  regenerated: boolean;
}

/**
 * The texts a finished run offers for a section: a variants run's alternatives, or the proposal a
 * targeted regeneration wrote for one of its sections (`sectionId` says which).
 */
export async function variantSet(
  { db, ownerId, projectId }: ProjectScope,
  runId: string,
  sectionId?: string,
): Promise<VariantSet> {
  const run = await db.run.findFirst({
    where: {
      id: runId,
      projectId,
      kind: { in: ['variants', 'stage.generate'] },
      status: 'succeeded',
      project: { ownerId },
    },
    select: { kind: true, sectionId: true, params: true },
  });
  const proposal = run?.kind === 'stage.generate';
  const section = proposal ? sectionId : run?.sectionId;
  const key = proposal && section ? stepKey.proposal(section) : stepKey.variants();
  const step = run && section ? await db.runStep.findFirst({ where: { runId, key }, select: { result: true } }) : null;
  const result = storedStepResult(key, step?.result);
  if (!run || !section || !result) throw new ExpectedError('not_found');
  const params = run.params as { count?: number; regenerate?: boolean } | null;
  const requested = params?.count ?? result.texts.length;
  return { runId, sectionId: section, requested, regenerated: proposal || Boolean(params?.regenerate), ...result };
}

/**
 * The author's choice becomes a `variant` version: one alternative as it is, or text combined from
 * several. Refused as a conflict when the section changed since the variants were made. Choosing (all
 * or part of) a regeneration settles a stale section: it is written again, and so is its stage once
 * no stale section is left.
 */
export async function chooseVariant(
  { db, ownerId, projectId }: ProjectScope,
  { runId, sectionId, text }: { runId: string; sectionId?: string; text: string },
): Promise<{ versionId: string }> {
  const set = await variantSet({ db, ownerId, projectId }, runId, sectionId);
  return db.$transaction(async (tx) => {
    // Guarded claim: of two choices (or a choice and an edit) made at once, only the first applies.
    const { stageId } = await tx.section.findUniqueOrThrow({ where: { id: set.sectionId }, select: { stageId: true } });
    const variant = {
      projectId,
      stageId,
      sectionId: set.sectionId,
      text,
      source: 'variant' as const,
      engine: set.engine,
      model: set.model,
      authorId: ownerId,
    };
    const version = await appendVersion(tx, variant, { currentVersionId: set.baseVersionId });
    if (!version) {
      const now = await tx.section.findUniqueOrThrow({
        where: { id: set.sectionId },
        select: { currentVersion: { select: { text: true } } },
      });
      throw new ExpectedError('conflict', { theirs: now.currentVersion?.text ?? '', mine: text });
    }
    if (set.regenerated) await settleStale(tx, { sectionId: set.sectionId, stageId });
    return { versionId: version.id };
  });
}
