import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { LoopView, RoundDiff } from './history.types';
import type { DbReader } from '../../db';
import { roundChanges, roundScopeWhere, roundVerdict, SUGGESTION_SELECT, toSuggestionView } from './read-rounds';
import { toGlobalReviewView } from './section-reviews';

/** A stage's loops with their rounds and suggestions, newest loop first: all of them, or one page. */
export async function stageLoops(
  { db, ownerId, projectId }: ProjectScope<DbReader>,
  { stageKey, page }: { stageKey: string; page?: { skip: number; take: number } },
): Promise<LoopView[]> {
  const stage = await db.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId } },
    select: { id: true },
  });
  if (!stage) throw new ExpectedError('not_found');
  return loopsOfStage(db, stage.id, page);
}

/** The same for a stage whose ownership the caller has already checked (the stage page, in its snapshot). */
export async function loopsOfStage(
  db: DbReader,
  stageId: string,
  page?: { skip: number; take: number },
): Promise<LoopView[]> {
  const loops = await db.loop.findMany({
    where: { stageId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...page,
    include: {
      rounds: {
        orderBy: { number: 'asc' },
        include: { suggestions: { select: SUGGESTION_SELECT, orderBy: { createdAt: 'asc' } }, globalReview: true },
      },
    },
  });
  return loops.map((l) => ({
    id: l.id,
    mode: l.mode,
    sectionId: l.sectionId,
    roles: l.roles,
    maxRounds: l.maxRounds,
    stopReason: l.stopReason,
    createdAt: l.createdAt.toISOString(),
    rounds: l.rounds.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      decision: r.decision,
      acceptedIds: r.acceptedIds,
      counts: { high: r.highCount, medium: r.mediumCount, low: r.lowCount },
      inputTokens: r.inputTokens,
      outputTokens: r.outputTokens,
      durationMs: r.durationMs,
      stopReason: r.stopReason,
      engine: r.engine,
      roles: r.roles,
      createdAt: r.createdAt.toISOString(),
      revisedSections: r.outputVersionIds.length,
      suggestions: r.suggestions.map(toSuggestionView),
      ...roundVerdict(r),
      globalReview: r.globalReview && toGlobalReviewView(r.globalReview),
    })),
  }));
}

/** What a round changed: each revised section's text before and after, read like the shared page's. */
export async function roundDiff({ db, ownerId, projectId }: ProjectScope, roundId: string): Promise<RoundDiff> {
  const round = await db.round.findFirst({
    where: { id: roundId, ...roundScopeWhere({ kind: 'owner', ownerId, projectId }) },
    select: { id: true, inputVersionIds: true, outputVersionIds: true },
  });
  if (!round) throw new ExpectedError('not_found');
  const changes = (await roundChanges(db, [round])).get(round.id) ?? [];
  const render = (v: { text: string; data: unknown } | null) =>
    v ? v.text || (v.data ? JSON.stringify(v.data, null, 2) : '') : '';
  return {
    roundId: round.id,
    sections: changes
      .map((c) => ({
        sectionId: c.sectionId,
        title: c.sectionTitle ?? c.stageKey,
        before: render(c.before),
        after: render(c.after),
        position: c.position,
      }))
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...section }) => section),
  };
}
