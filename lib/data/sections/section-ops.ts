import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ProjectScope, Tx } from '../../db';
import { ExpectedError } from '../../errors';
import {
  deleteSection,
  insertSection,
  mergeSections,
  moveSection,
  splitSection,
  type SectionEditResult,
  type SectionItem,
} from '../../workflow/sections';
import { changeSection, changeStage } from '../versions/edit-guard';
import { appendVersion } from '../versions/append-version';

export type SectionRow = SectionItem & { text: string; key: string };
export type SectionOp =
  | { op: 'insert'; position: number; title: string; goal: string }
  | { op: 'move'; sectionId: string; to: number }
  | { op: 'merge'; firstId: string; secondId: string }
  | { op: 'split'; sectionId: string; at: number }
  | { op: 'delete'; sectionId: string };

/** A fresh id in the same shape as the database's cuids; never reused. */
export const newSectionId = () => `c${randomBytes(12).toString('hex')}`;

/**
 * Insert, move, merge, split or delete sections of a stage. Ids stay stable, display numbers
 * renumber, changed text becomes new author versions, and removed sections are kept as deleted.
 */
export async function editSections(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, op }: { stageKey: string; op: SectionOp },
): Promise<{ sectionId: string | null }> {
  return db.$transaction(async (tx) => {
    const { stage, before } = await readStageSections({ db: tx, ownerId, projectId }, stageKey);
    const options = { start: stage.project.template === 'script' ? 0 : 1 };
    const minted = newSectionId();
    const result = apply(before, op, minted, options);
    if (!result.ok)
      throw new ExpectedError(result.code === 'not_found' ? 'not_found' : 'invalid_input', {
        reason: result.error,
      });
    await persistSections(tx, { projectId, stageId: stage.id, authorId: ownerId, before, after: result.sections });
    await changeStage(tx, { id: stage.id }, {});
    return { sectionId: result.sections.some((s) => s.id === minted) ? minted : null };
  });
}

/** A stage of the owner's project with its live sections in order; not found for anyone else. */
export async function readStageSections({ db: tx, ownerId, projectId }: ProjectScope<Tx>, stageKey: string) {
  const stage = await tx.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId } },
    select: { id: true, project: { select: { template: true } } },
  });
  if (!stage) throw new ExpectedError('not_found');
  const rows = await tx.section.findMany({
    where: { stageId: stage.id, deletedAt: null },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      key: true,
      displayNumber: true,
      title: true,
      goal: true,
      targetLength: true,
      currentVersion: { select: { text: true } },
    },
  });
  const before: SectionRow[] = rows.map(({ currentVersion, ...r }) => ({ ...r, text: currentVersion?.text ?? '' }));
  return { stage, before };
}

function apply(
  before: SectionRow[],
  op: SectionOp,
  minted: string,
  options: { start: number },
): SectionEditResult<SectionRow> {
  switch (op.op) {
    case 'insert':
      return insertSection(
        before,
        { id: minted, key: '', displayNumber: '', title: op.title, goal: op.goal, targetLength: 500, text: '' },
        op.position,
        options,
      );
    case 'move':
      return moveSection(before, op.sectionId, op.to, options);
    case 'merge':
      return mergeSections(before, op.firstId, op.secondId, options);
    case 'split':
      return splitSection(before, op.sectionId, minted, { at: op.at }, options);
    case 'delete':
      return deleteSection(before, op.sectionId, options);
  }
}

/** Writes a stage's section list as `after`: removed ones marked deleted, changed text as new author versions. */
export async function persistSections(
  tx: Tx,
  {
    projectId,
    stageId,
    authorId,
    before,
    after,
  }: { projectId: string; stageId: string; authorId: string; before: SectionRow[]; after: SectionRow[] },
): Promise<void> {
  const kept = new Set(after.map((s) => s.id));
  const removed = before.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (removed.length) await tx.section.updateMany({ where: { id: { in: removed } }, data: { deletedAt: new Date() } });
  for (const [position, s] of after.entries()) {
    const old = before.find((b) => b.id === s.id);
    const fields = {
      position,
      displayNumber: s.displayNumber,
      title: s.title,
      goal: s.goal,
      targetLength: s.targetLength,
    };
    const newText = (s.text ?? '') !== (old?.text ?? '') && s.text;
    if (!old)
      await tx.section.create({
        data: { id: s.id, projectId, stageId, key: s.key, status: s.text ? 'written' : 'pending', ...fields },
      });
    // A new text moves the edit guard itself; otherwise the changed fields do, so either way it moves once.
    else if (newText) await tx.section.update({ where: { id: s.id }, data: fields });
    else await changeSection(tx, s.id, fields);
    if (newText)
      await appendVersion(tx, { projectId, stageId, sectionId: s.id, text: s.text, source: 'author', authorId });
  }
}
