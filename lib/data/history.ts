import 'server-only';
import type { Db } from '../db';
import { ExpectedError } from '../errors';
import type { Anchor } from '../text/anchor';
import type { LoopView, RoundDiff, SuggestionView } from './history.types';
import type { DbReader } from '../db';

/** Every loop of a stage with its rounds and their suggestions, newest loop first. */
export async function stageLoops(db: DbReader, ownerId: string, projectId: string, stageKey: string): Promise<LoopView[]> {
  const stage = await db.stage.findFirst({ where: { projectId, key: stageKey, project: { ownerId } }, select: { id: true } });
  if (!stage) throw new ExpectedError('not_found', 'not_found');
  const loops = await db.loop.findMany({
    where: { stageId: stage.id },
    orderBy: { createdAt: 'desc' },
    include: { rounds: { orderBy: { number: 'asc' }, include: { suggestions: { orderBy: { createdAt: 'asc' } } } } },
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
    })),
  }));
}

export function toSuggestionView(s: { id: string; roundId: string; sectionId: string | null; role: string; type: string; priority: string; summary: string; detail: string; expected: string; anchor: unknown; status: string }): SuggestionView {
  return { ...s, priority: s.priority as SuggestionView['priority'], status: s.status as SuggestionView['status'], anchor: (s.anchor as Anchor | null) ?? null };
}

/** What a round changed: each revised section's text before (its parent) and after. */
export async function roundDiff(db: Db, ownerId: string, projectId: string, roundId: string): Promise<RoundDiff> {
  const round = await db.round.findFirst({ where: { id: roundId, projectId, project: { ownerId } }, select: { id: true, outputVersionIds: true } });
  if (!round) throw new ExpectedError('not_found', 'not_found');
  const outputs = await db.version.findMany({
    where: { id: { in: round.outputVersionIds } },
    select: { sectionId: true, text: true, data: true, section: { select: { title: true, position: true } }, stage: { select: { key: true } }, parent: { select: { text: true, data: true } } },
  });
  const render = (v: { text: string; data: unknown } | null) => (v ? v.text || (v.data ? JSON.stringify(v.data, null, 2) : '') : '');
  return {
    roundId: round.id,
    sections: outputs
      .sort((a, b) => (a.section?.position ?? 0) - (b.section?.position ?? 0))
      .map((v) => ({ sectionId: v.sectionId, title: v.section?.title ?? v.stage.key, before: render(v.parent), after: render(v) })),
  };
}
