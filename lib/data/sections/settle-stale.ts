import 'server-only';
import type { Tx } from '../../db';
import { changeStage } from '../versions/edit-guard';
import { countStaleSections } from './run-sections';

/**
 * A stale section whose regeneration the writer chose (whole or in part) is written again; its stage
 * stops being stale once none of its sections is.
 */
export async function settleStale(tx: Tx, { sectionId, stageId }: { sectionId: string; stageId: string }) {
  const settled = await tx.section.updateMany({
    where: { id: sectionId, status: 'stale' },
    data: { status: 'written', staleReason: null },
  });
  if (settled.count && !(await countStaleSections(tx, stageId)))
    await changeStage(tx, { id: stageId, stale: true }, { stale: false });
}
