import { appendVersion } from '../../data/versions';
import type { Tx } from '../run-context';

/**
 * Restores every section a round revised to the text it had before the round: new `rollback`
 * versions equal to the round's inputs. Nothing is deleted.
 */
export async function rollbackRoundInTx(tx: Tx, roundId: string): Promise<string[]> {
  const round = await tx.round.findUniqueOrThrow({ where: { id: roundId }, select: { projectId: true, inputVersionIds: true, outputVersionIds: true } });
  const outputs = await tx.version.findMany({ where: { id: { in: round.outputVersionIds } }, select: { sectionId: true, stageId: true } });
  const inputs = await tx.version.findMany({ where: { id: { in: round.inputVersionIds } }, select: { id: true, sectionId: true, text: true, data: true } });
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
  return created;
}
