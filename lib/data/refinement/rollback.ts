import 'server-only';
import type { Db, ProjectScope } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { appendVersion } from '../versions/append-version';
import { findActiveRun } from '../runs/lifecycle';

/**
 * The content a round left behind: its revisions where it made any, otherwise what it read.
 * Keyed by section id ("" for a stage artifact).
 */
export async function roundContent(
  db: Pick<Db, 'version'>,
  round: { inputVersionIds: string[]; outputVersionIds: string[]; status: string },
) {
  const ids =
    round.status === 'revised' ? [...round.inputVersionIds, ...round.outputVersionIds] : round.inputVersionIds;
  const versions = await db.version.findMany({ where: { id: { in: ids } }, orderBy: { number: 'asc' } });
  const bySection = new Map<string, (typeof versions)[number]>();
  // Outputs come after inputs in number order, so the later version of a section wins.
  for (const v of versions) bySection.set(v.sectionId ?? '', v);
  return bySection;
}

/** Rolls the loop's text back to a round: new `rollback` versions equal to that round's content; nothing is deleted. */
export async function rollbackToRound(
  { db, ownerId, projectId }: ProjectScope,
  roundId: string,
): Promise<{ created: number }> {
  return db.$transaction(async (tx) => {
    const round = await tx.round.findFirst({
      where: { id: roundId, projectId, project: { ownerId } },
      select: { id: true, status: true, inputVersionIds: true, outputVersionIds: true },
    });
    if (!round) throw new ExpectedError('not_found');
    const active = await findActiveRun(tx, projectId);
    if (active) throw new ExpectedError('conflict', { runId: active.id });
    let created = 0;
    for (const target of (await roundContent(tx, round)).values()) {
      const current = target.sectionId
        ? await tx.section.findUniqueOrThrow({
            where: { id: target.sectionId },
            select: { currentVersion: { select: { text: true, data: true } } },
          })
        : await tx.stage.findUniqueOrThrow({
            where: { id: target.stageId },
            select: { currentVersion: { select: { text: true, data: true } } },
          });
      if (
        current.currentVersion?.text === target.text &&
        JSON.stringify(current.currentVersion?.data ?? null) === JSON.stringify(target.data ?? null)
      )
        continue;
      await appendVersion(tx, {
        projectId,
        stageId: target.stageId,
        sectionId: target.sectionId,
        text: target.text,
        data: target.data ?? undefined,
        source: 'rollback',
        authorId: ownerId,
        roundId: round.id,
        restoredFromId: target.id,
      });
      created++;
    }
    return { created };
  });
}

/**
 * Auto mode's answer to a round that made things worse: every section it revised gets back the text
 * it had before the round, as new `rollback` versions equal to the round's inputs, and the round is
 * marked rolled back. Nothing is deleted.
 */
export async function rollBackRound(tx: Prisma.TransactionClient, roundId: string): Promise<string[]> {
  const round = await tx.round.findUniqueOrThrow({
    where: { id: roundId },
    select: { projectId: true, inputVersionIds: true, outputVersionIds: true },
  });
  const outputs = await tx.version.findMany({
    where: { id: { in: round.outputVersionIds } },
    select: { sectionId: true, stageId: true },
  });
  const inputs = await tx.version.findMany({
    where: { id: { in: round.inputVersionIds } },
    select: { id: true, sectionId: true, text: true, data: true },
  });
  const created: string[] = [];
  for (const out of outputs) {
    const before = inputs.find((v) => v.sectionId === out.sectionId);
    if (!before) continue;
    const v = await appendVersion(tx, {
      projectId: round.projectId,
      stageId: out.stageId,
      sectionId: out.sectionId,
      text: before.text,
      data: before.data ?? undefined,
      source: 'rollback',
      roundId,
      restoredFromId: before.id,
    });
    created.push(v.id);
  }
  await tx.round.update({ where: { id: roundId }, data: { status: 'rolled_back' } });
  return created;
}
