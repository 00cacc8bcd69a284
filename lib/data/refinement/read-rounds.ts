import 'server-only';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import type { Anchor } from '../../text/anchor';
import { readJudgement, type RoundJudgement } from '../../workflow/loop/judgement';
import { readRoundScores, type RoundScores } from '../../workflow/section-scores';
import type { SuggestionView } from './history.types';
import { roundChanges, type VersionChange } from '../share/round-changes';

// The one reader of rounds. The history, the shared page and the admin pages all ask it, each with
// the scope the server resolved (the owner's session, an opened share link, the admin guard):
// a scope never comes from the client, and a round outside it is simply not found.

export type RoundScope =
  | { kind: 'owner'; ownerId: string; projectId: string }
  | { kind: 'share'; ownerId: string; projectId: string }
  | { kind: 'admin' };

/** The `where` that confines a round query to the scope. */
export function roundScopeWhere(scope: RoundScope): Prisma.RoundWhereInput {
  if (scope.kind === 'admin') return {};
  return { projectId: scope.projectId, project: { ownerId: scope.ownerId } };
}

export const SUGGESTION_SELECT = {
  id: true,
  roundId: true,
  sectionId: true,
  role: true,
  type: true,
  priority: true,
  summary: true,
  detail: true,
  expected: true,
  status: true,
  anchor: true,
  section: { select: { displayNumber: true, title: true } },
} as const;

/** Suggestions in the order every view lists them: by priority, then as they were made. */
const SUGGESTION_ORDER: Prisma.SuggestionOrderByWithRelationInput[] = [{ priority: 'asc' }, { createdAt: 'asc' }];

type SuggestionRow = Prisma.SuggestionGetPayload<{ select: typeof SUGGESTION_SELECT }>;

export function toSuggestionView({ section, anchor, priority, status, ...s }: SuggestionRow): SuggestionView {
  return {
    ...s,
    priority: priority as SuggestionView['priority'],
    status: status as SuggestionView['status'],
    anchor: (anchor as Anchor | null) ?? null,
    sectionLabel: section ? `${section.displayNumber} ${section.title}` : null,
  };
}

/** What a round's assessment said as a whole: its overall line, where its reviewers agreed and disagreed, its scores. */
export function roundVerdict(r: {
  judgement: Prisma.JsonValue | null;
  overall: string | null;
  scores: Prisma.JsonValue | null;
}): {
  judgement: RoundJudgement | null;
  overall: string | null;
  scores: RoundScores | null;
} {
  return { judgement: readJudgement(r.judgement), overall: r.overall, scores: readRoundScores(r.scores) };
}

/** "2.1 Title" for the section a loop refined; null for a loop over the whole stage. */
const loopSectionLabel = (section: { displayNumber: string; title: string } | null) =>
  section ? `${section.displayNumber} ${section.title}` : null;

/** What every list of rounds shows about one round. */
export interface RoundSummary {
  id: string;
  number: number;
  createdAt: string;
  status: string;
  decision: string | null;
  stopReason: string | null;
  engine: 'model' | 'offline' | null;
  roles: string[];
  counts: { high: number; medium: number; low: number };
  tokens: { input: number; output: number };
  durationMs: number;
  stageKey: string;
  /** The loop's section, when it refined one section rather than the whole stage. */
  loopSection: string | null;
}

export const ROUND_SUMMARY_SELECT = {
  id: true,
  number: true,
  createdAt: true,
  status: true,
  decision: true,
  stopReason: true,
  engine: true,
  roles: true,
  highCount: true,
  mediumCount: true,
  lowCount: true,
  inputTokens: true,
  outputTokens: true,
  durationMs: true,
  loop: { select: { stage: { select: { key: true } }, section: { select: { displayNumber: true, title: true } } } },
} as const;

type SummaryRow = Prisma.RoundGetPayload<{ select: typeof ROUND_SUMMARY_SELECT }>;

export function toRoundSummary(r: SummaryRow): RoundSummary {
  return {
    id: r.id,
    number: r.number,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    decision: r.decision,
    stopReason: r.stopReason,
    engine: r.engine,
    roles: r.roles,
    counts: { high: r.highCount, medium: r.mediumCount, low: r.lowCount },
    tokens: { input: r.inputTokens, output: r.outputTokens },
    durationMs: r.durationMs,
    stageKey: r.loop.stage.key,
    loopSection: loopSectionLabel(r.loop.section),
  };
}

/** Rounds listed newest first; the id breaks ties so pages never overlap. */
export const roundOrder = (sort: 'asc' | 'desc' = 'desc'): Prisma.RoundOrderByWithRelationInput[] => [
  { createdAt: sort },
  { id: sort },
];

export interface RoundDetails {
  suggestions: SuggestionView[];
  changes: VersionChange[];
}

/** The suggestions and text changes of rounds already read in their scope, by round id. */
export async function roundDetails(db: Db, roundIds: string[]): Promise<Map<string, RoundDetails>> {
  const [suggestions, versions] = await Promise.all([
    db.suggestion.findMany({
      where: { roundId: { in: roundIds } },
      select: SUGGESTION_SELECT,
      orderBy: SUGGESTION_ORDER,
    }),
    db.round.findMany({
      where: { id: { in: roundIds } },
      select: { id: true, inputVersionIds: true, outputVersionIds: true },
    }),
  ]);
  const changes = await roundChanges(db, versions);
  return new Map(
    roundIds.map((id) => [
      id,
      {
        suggestions: suggestions.filter((s) => s.roundId === id).map(toSuggestionView),
        changes: changes.get(id) ?? [],
      },
    ]),
  );
}

export { roundChanges, type VersionChange, type VersionSide } from '../share/round-changes';
