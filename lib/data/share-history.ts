import 'server-only';
import type { Db } from '../db';
import type { SuggestionView } from './history.types';
import {
  loopSectionLabel,
  roundChanges,
  roundScopeWhere,
  SUGGESTION_ORDER,
  SUGGESTION_SELECT,
  toSuggestionView,
  type RoundScope,
  type VersionChange,
} from './rounds';

export interface HistoryRound {
  id: string;
  number: number;
  stageKey: string;
  /** The loop's section, when it refined one section rather than the whole stage. */
  loopSection: string | null;
  status: string;
  decision: string | null;
  stopReason: string | null;
  engine: 'model' | 'offline' | null;
  roles: string[];
  counts: { high: number; medium: number; low: number };
  tokens: { input: number; output: number };
  createdAt: string;
  suggestions: SuggestionView[];
  changes: VersionChange[];
}

/** The project's rounds in the scope, newest first (at most `limit`), with suggestions, decisions and diffs. */
export async function getRoundHistory(
  db: Db,
  scope: Exclude<RoundScope, { kind: 'admin' }>,
  limit = 50,
): Promise<HistoryRound[]> {
  const rounds = await db.round.findMany({
    where: roundScopeWhere(scope),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: {
      loop: { select: { stage: { select: { key: true } }, section: { select: { displayNumber: true, title: true } } } },
      suggestions: { select: SUGGESTION_SELECT, orderBy: SUGGESTION_ORDER },
    },
  });
  const changes = await roundChanges(db, rounds);
  return rounds.map((r) => ({
    id: r.id,
    number: r.number,
    stageKey: r.loop.stage.key,
    loopSection: loopSectionLabel(r.loop.section),
    status: r.status,
    decision: r.decision,
    stopReason: r.stopReason,
    engine: r.engine,
    roles: r.roles,
    counts: { high: r.highCount, medium: r.mediumCount, low: r.lowCount },
    tokens: { input: r.inputTokens, output: r.outputTokens },
    createdAt: r.createdAt.toISOString(),
    suggestions: r.suggestions.map(toSuggestionView),
    changes: changes.get(r.id) ?? [],
  }));
}
