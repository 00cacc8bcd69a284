import 'server-only';
import type { Db } from '../db';
import { ExpectedError } from '../errors';
import { appendVersion } from './versions';

/**
 * The content a round left behind: its revisions where it made any, otherwise what it read.
 * Keyed by section id ("" for a stage artifact).
 */
export async function roundContent(db: Pick<Db, 'version'>, round: { inputVersionIds: string[]; outputVersionIds: string[]; status: string }) {
  const ids = round.status === 'revised' ? [...round.inputVersionIds, ...round.outputVersionIds] : round.inputVersionIds;
  const versions = await db.version.findMany({ where: { id: { in: ids } }, orderBy: { number: 'asc' } });
  const bySection = new Map<string, (typeof versions)[number]>();
  // Outputs come after inputs in number order, so the later version of a section wins.
  for (const v of versions) bySection.set(v.sectionId ?? '', v);
  return bySection;
}

/** Rolls the loop's text back to a round: new `rollback` versions equal to that round's content; nothing is deleted. */
export async function rollbackToRound(db: Db, ownerId: string, projectId: string, roundId: string): Promise<{ created: number }> {
  return db.$transaction(async (tx) => {
    const round = await tx.round.findFirst({ where: { id: roundId, projectId, project: { ownerId } }, select: { id: true, status: true, inputVersionIds: true, outputVersionIds: true } });
    if (!round) throw new ExpectedError('not_found', 'not_found');
    const active = await tx.run.findFirst({ where: { projectId, status: { in: ['queued', 'running'] } }, select: { id: true } });
    if (active) throw new ExpectedError('conflict', 'conflict', { runId: active.id });
    let created = 0;
    for (const target of (await roundContent(tx, round)).values()) {
      const current = target.sectionId
        ? await tx.section.findUniqueOrThrow({ where: { id: target.sectionId }, select: { currentVersion: { select: { text: true, data: true } } } })
        : await tx.stage.findUniqueOrThrow({ where: { id: target.stageId }, select: { currentVersion: { select: { text: true, data: true } } } });
      if (current.currentVersion?.text === target.text && JSON.stringify(current.currentVersion?.data ?? null) === JSON.stringify(target.data ?? null)) continue;
      await appendVersion(tx, {
        projectId, stageId: target.stageId, sectionId: target.sectionId, text: target.text, data: target.data ?? undefined,
        source: 'rollback', authorId: ownerId, roundId: round.id, restoredFromId: target.id,
      });
      created++;
    }
    return { created };
  });
}
