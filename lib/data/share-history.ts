import 'server-only';
import type { Db } from '../db';
import type { Anchor } from '../text/anchor';
import { roundChanges, type VersionChange } from './share-round-changes';
import type { Priority, SuggestionStatus } from '../workflow/suggestions';

export interface SuggestionView {
  id: string;
  role: string;
  type: string;
  priority: Priority;
  summary: string;
  detail: string;
  expected: string;
  status: SuggestionStatus;
  sectionLabel: string | null;
  anchor: Anchor | null;
}

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

export const SUGGESTION_SELECT = {
  id: true, role: true, type: true, priority: true, summary: true, detail: true, expected: true, status: true, anchor: true,
  section: { select: { displayNumber: true, title: true } },
} as const;

type SuggestionRow = {
  id: string; role: string; type: string; priority: SuggestionView['priority']; summary: string; detail: string; expected: string;
  status: SuggestionView['status']; anchor: unknown; section: { displayNumber: string; title: string } | null;
};

export function toSuggestionView({ section, anchor, ...s }: SuggestionRow): SuggestionView {
  return { ...s, anchor: (anchor as Anchor | null) ?? null, sectionLabel: section ? `${section.displayNumber} ${section.title}` : null };
}

/** The project's rounds, newest first (at most `limit`), with suggestions, decisions and diffs. */
export async function getRoundHistory(db: Db, projectId: string, limit = 50): Promise<HistoryRound[]> {
  const rounds = await db.round.findMany({
    where: { projectId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: {
      loop: { select: { stage: { select: { key: true } }, section: { select: { displayNumber: true, title: true } } } },
      suggestions: { select: SUGGESTION_SELECT, orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }] },
    },
  });
  const changes = await roundChanges(db, rounds);
  return rounds.map((r) => ({
    id: r.id,
    number: r.number,
    stageKey: r.loop.stage.key,
    loopSection: r.loop.section ? `${r.loop.section.displayNumber} ${r.loop.section.title}` : null,
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
