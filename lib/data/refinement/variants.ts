import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { createRun } from '../runs/lifecycle';
import { stepKey, storedStepResult, type VariantsStepResult } from '../runs/steps';
import { appendVersion } from '../versions/append-version';

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
}

export async function variantSet({ db, ownerId, projectId }: ProjectScope, runId: string): Promise<VariantSet> {
  const run = await db.run.findFirst({
    where: { id: runId, projectId, kind: 'variants', status: 'succeeded', project: { ownerId } },
    select: { sectionId: true, params: true, steps: { where: { key: stepKey.variants() }, select: { result: true } } },
  });
  const result = storedStepResult(stepKey.variants(), run?.steps[0]?.result);
  if (!run?.sectionId || !result) throw new ExpectedError('not_found');
  const requested = (run.params as { count?: number } | null)?.count ?? result.texts.length;
  return { runId, sectionId: run.sectionId, requested, ...result };
}

/**
 * The author's choice becomes a `variant` version: one alternative as it is, or text combined from
 * several. Refused as a conflict when the section changed since the variants were made.
 */
export async function chooseVariant(
  { db, ownerId, projectId }: ProjectScope,
  { runId, text }: { runId: string; text: string },
): Promise<{ versionId: string }> {
  const set = await variantSet({ db, ownerId, projectId }, runId);
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
    return { versionId: version.id };
  });
}
