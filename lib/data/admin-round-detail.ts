import 'server-only';
import type { Db } from '../db';
import { ExpectedError, isId } from '../errors';
import { ADMIN_ROUND_SELECT, toAdminRoundRow, type AdminRoundRow } from './admin-rounds';
import type { SuggestionView } from './history.types';
import {
  loopSectionLabel,
  roundChanges,
  roundScopeWhere,
  SUGGESTION_ORDER,
  SUGGESTION_SELECT,
  toSuggestionView,
  type VersionChange,
} from './rounds';
import { callOutcome } from './model-calls';

export interface ModelCallView {
  id: string;
  role: string;
  engine: 'model' | 'offline';
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  attempts: number;
  outcome: string;
  errorCode: string | null;
  createdAt: string;
}

export interface AdminRoundDetail extends AdminRoundRow {
  loopId: string;
  loopMode: string;
  loopSection: string | null;
  acceptedIds: string[];
  finishedAt: string | null;
  run: { id: string; kind: string; status: string; errorCode: string | null; errorMessage: string | null } | null;
  suggestions: SuggestionView[];
  changes: VersionChange[];
  modelCalls: ModelCallView[];
}

/** Everything about one round, for the admin's drill-down. */
export async function getAdminRound(db: Db, roundId: string): Promise<AdminRoundDetail> {
  if (!isId(roundId)) throw new ExpectedError('not_found', 'not_found');
  const round = await db.round.findFirst({
    where: { id: roundId, ...roundScopeWhere({ kind: 'admin' }) },
    select: {
      ...ADMIN_ROUND_SELECT,
      loopId: true,
      acceptedIds: true,
      finishedAt: true,
      inputVersionIds: true,
      outputVersionIds: true,
      loop: {
        select: {
          mode: true,
          stage: { select: { key: true } },
          section: { select: { displayNumber: true, title: true } },
        },
      },
      run: { select: { id: true, kind: true, status: true, errorCode: true, errorMessage: true } },
      suggestions: { select: SUGGESTION_SELECT, orderBy: SUGGESTION_ORDER },
      modelCalls: {
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          role: true,
          engine: true,
          provider: true,
          model: true,
          inputTokens: true,
          outputTokens: true,
          latencyMs: true,
          attempts: true,
          outcome: true,
          errorCode: true,
          createdAt: true,
        },
      },
    },
  });
  if (!round) throw new ExpectedError('not_found', 'not_found');
  const changes = await roundChanges(db, [round]);
  return {
    ...toAdminRoundRow(round),
    loopId: round.loopId,
    loopMode: round.loop.mode,
    loopSection: loopSectionLabel(round.loop.section),
    acceptedIds: round.acceptedIds,
    finishedAt: round.finishedAt?.toISOString() ?? null,
    run: round.run,
    suggestions: round.suggestions.map(toSuggestionView),
    changes: changes.get(round.id) ?? [],
    modelCalls: round.modelCalls.map((c) => ({ ...c, outcome: callOutcome(c), createdAt: c.createdAt.toISOString() })),
  };
}
