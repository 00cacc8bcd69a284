import 'server-only';
import type { Db } from '../../db';
import {
  roundDetails,
  roundOrder,
  roundScopeWhere,
  ROUND_SUMMARY_SELECT,
  toRoundSummary,
  type RoundDetails,
  type RoundScope,
  type RoundSummary,
} from '../refinement/read-rounds';

export type HistoryRound = RoundSummary & RoundDetails;

/** The project's rounds in the scope, newest first (at most `limit`), with suggestions, decisions and diffs. */
export async function getRoundHistory(
  db: Db,
  scope: Exclude<RoundScope, { kind: 'admin' }>,
  limit = 50,
): Promise<HistoryRound[]> {
  const rounds = await db.round.findMany({
    where: roundScopeWhere(scope),
    orderBy: roundOrder(),
    take: limit,
    select: ROUND_SUMMARY_SELECT,
  });
  const details = await roundDetails(
    db,
    rounds.map((r) => r.id),
  );
  return rounds.map((r) => ({ ...toRoundSummary(r), ...details.get(r.id)! }));
}
