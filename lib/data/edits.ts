import 'server-only';
import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { ExpectedError } from '../errors';
import { stalenessOf } from '../workflow/staleness';
import { stageOf, templateOf, type TemplateKind } from '../workflow/templates';
import type { Translate } from '../i18n/translator';
import { fieldErrors } from '../validation';
import { appendVersion } from './versions';
import { reanchorOpenSuggestions } from '../loops/reanchor-open';

/**
 * Author edits: each is a new `author` version, guarded by the version the author started from.
 * A stale save changes nothing and answers with their text, so the author sees both and loses neither.
 */
export async function saveSectionText(db: Db, ownerId: string, projectId: string, sectionId: string, baseVersion: number, text: string): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    const section = await tx.section.findFirst({
      where: { id: sectionId, projectId, deletedAt: null, project: { ownerId } },
      select: { id: true, stageId: true },
    });
    if (!section) throw new ExpectedError('not_found', 'not_found');
    // Checks the base and locks the row in one statement: a concurrent save waits here, then finds it moved on.
    const claimed = await tx.section.updateMany({ where: { id: sectionId, version: baseVersion }, data: { version: { increment: 1 } } });
    if (claimed.count !== 1) {
      // Read only now: the save that won has committed, so "theirs" is its text, not the base both started from.
      const now = await tx.section.findUniqueOrThrow({ where: { id: sectionId }, select: { version: true, currentVersion: { select: { text: true } } } });
      throw new ExpectedError('conflict', 'conflict', { theirs: now.currentVersion?.text ?? '', theirsVersion: now.version, mine: text });
    }
    const saved = await appendVersion(tx, { projectId, stageId: section.stageId, sectionId, text, source: 'author', authorId: ownerId });
    await reanchorOpenSuggestions(tx, sectionId, text);
    await touchProject(tx, projectId);
    return { version: saved.sectionVersion! };
  });
}

export async function saveArtifactData(
  db: Db,
  ownerId: string,
  projectId: string,
  stageKey: string,
  baseVersion: number,
  data: unknown,
  translate: Translate,
): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    const stage = await tx.stage.findFirst({
      where: { projectId, key: stageKey, project: { ownerId } },
      select: { id: true, version: true, project: { select: { template: true } }, currentVersion: { select: { data: true } } },
    });
    if (!stage) throw new ExpectedError('not_found', 'not_found');
    const schema = stageOf(stage.project.template, stageKey).artifact;
    if (!schema) throw new ExpectedError('not_found', 'not_found');
    const parsed = schema.safeParse(data);
    // Messages per field path ("chapters.0.title"), in the author's language, shown next to each field.
    if (!parsed.success) throw new ExpectedError('invalid_input', 'invalid_input', { fieldErrors: fieldErrors(parsed.error, translate) });
    const claimed = await tx.stage.updateMany({ where: { id: stage.id, version: baseVersion }, data: { version: { increment: 1 } } });
    if (claimed.count !== 1) {
      // As for sections: read after the failed guard, so "theirs" is what the winning save stored.
      const now = await tx.stage.findUniqueOrThrow({ where: { id: stage.id }, select: { version: true, currentVersion: { select: { data: true } } } });
      throw new ExpectedError('conflict', 'conflict', { theirs: now.currentVersion?.data ?? null, theirsVersion: now.version, mine: data });
    }
    await appendVersion(tx, { projectId, stageId: stage.id, text: '', data: parsed.data as Prisma.InputJsonValue, source: 'author', authorId: ownerId });
    await markDownstreamStale(tx, projectId, stageKey, stage.project.template, stage.currentVersion?.data ?? null, parsed.data);
    await touchProject(tx, projectId);
    return { version: baseVersion + 1 };
  });
}

export async function saveStageNotes(db: Db, ownerId: string, projectId: string, stageKey: string, baseVersion: number, notes: string): Promise<{ version: number }> {
  const updated = await db.stage.updateMany({ where: { projectId, key: stageKey, version: baseVersion, project: { ownerId } }, data: { notes, version: { increment: 1 } } });
  if (updated.count === 1) return { version: baseVersion + 1 };
  const current = await db.stage.findFirst({ where: { projectId, key: stageKey, project: { ownerId } }, select: { notes: true, version: true } });
  if (!current) throw new ExpectedError('not_found', 'not_found');
  throw new ExpectedError('conflict', 'conflict', { theirs: current.notes, theirsVersion: current.version, mine: notes });
}

type Tx = Prisma.TransactionClient;

async function touchProject(tx: Tx, projectId: string) {
  await tx.project.update({ where: { id: projectId }, data: { lastActivityAt: new Date() } });
}

/**
 * An edit of an approved upstream artifact makes the stages reading it stale; in a sections stage
 * only the sections whose outline entry changed (regenerate is offered for exactly those).
 */
async function markDownstreamStale(tx: Tx, projectId: string, stageKey: string, template: TemplateKind, before: unknown, after: unknown) {
  const project = await tx.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { config: true, stages: { select: { id: true, key: true, status: true, currentVersion: { select: { data: true } } } } },
  });
  if (project.stages.find((s) => s.key === stageKey)?.status !== 'approved') return;
  const artifacts = Object.fromEntries(project.stages.map((s) => [s.key, s.currentVersion?.data ?? null]));
  const report = stalenessOf({
    template: templateOf(template),
    config: project.config,
    changedStage: stageKey,
    before: { ...artifacts, [stageKey]: before },
    after: { ...artifacts, [stageKey]: after },
    generated: project.stages.filter((s) => s.status !== 'pending').map((s) => s.key),
  });
  for (const stale of report.stale) {
    const stage = project.stages.find((s) => s.key === stale.stageKey)!;
    await tx.stage.update({ where: { id: stage.id }, data: { stale: true } });
    const keys = stale.sections && !stale.sections.all ? [...stale.sections.regenerate, ...stale.sections.removed] : null;
    await tx.section.updateMany({
      where: { stageId: stage.id, deletedAt: null, currentVersionId: { not: null }, ...(keys ? { key: { in: keys } } : {}) },
      data: { status: 'stale', staleReason: stageKey },
    });
  }
}
