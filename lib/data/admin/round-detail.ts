import 'server-only';
import type { Db } from '../../db';
import { ExpectedError, isId } from '../../errors';
import { ADMIN_ROUND_SELECT, toAdminRoundRow, type AdminRoundRow } from './rounds';
import { MODEL_CALL_ORDER, MODEL_CALL_SELECT, toModelCallView, type ModelCallView } from './model-calls';
import { roundDetails, roundScopeWhere, type RoundDetails } from '../refinement/read-rounds';

export interface AdminRoundDetail extends AdminRoundRow, RoundDetails {
  loopId: string;
  loopMode: string;
  acceptedIds: string[];
  finishedAt: string | null;
  run: { id: string; kind: string; status: string; errorCode: string | null; errorMessage: string | null } | null;
  modelCalls: ModelCallView[];
}

/** Everything about one round, for the admin's drill-down. */
export async function getAdminRound(db: Db, roundId: string): Promise<AdminRoundDetail> {
  if (!isId(roundId)) throw new ExpectedError('not_found');
  const round = await db.round.findFirst({
    where: { id: roundId, ...roundScopeWhere({ kind: 'admin' }) },
    select: {
      ...ADMIN_ROUND_SELECT,
      loopId: true,
      acceptedIds: true,
      finishedAt: true,
      loop: {
        select: {
          mode: true,
          stage: { select: { key: true } },
          section: { select: { displayNumber: true, title: true } },
        },
      },
      run: { select: { id: true, kind: true, status: true, errorCode: true, errorMessage: true } },
      modelCalls: { orderBy: MODEL_CALL_ORDER, select: MODEL_CALL_SELECT },
    },
  });
  if (!round) throw new ExpectedError('not_found');
  const details = await roundDetails(db, [round.id]);
  return {
    ...toAdminRoundRow(round),
    ...details.get(round.id)!,
    loopId: round.loopId,
    loopMode: round.loop.mode,
    acceptedIds: round.acceptedIds,
    finishedAt: round.finishedAt?.toISOString() ?? null,
    run: round.run,
    modelCalls: round.modelCalls.map(toModelCallView),
  };
}
