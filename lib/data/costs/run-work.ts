import 'server-only';
import type { DbReader } from '../../db';
import type { PlannedTask, Work } from '../../engine/estimate';
import { countWords } from '../../text/count';
import { PASSAGE_EDIT_TYPE } from '../../workflow/passage-commands';
import type { ReviewerRole } from '../../workflow/templates/types';
import { ExpectedError } from '../../errors';
import { isRunKind, runParams, type RunKind, type RunParamsInput } from '../runs/kinds';

// What a run of each kind will do, as the cost estimate models it: read from the rows the run will
// read (its loop, the suggestions it applies), never from section texts.

/** A loop's reach and panel, as its rounds will use them. */
export async function loopScope(db: DbReader, projectId: string, loopId: string) {
  const loop = await db.loop.findFirst({
    where: { id: loopId, projectId },
    select: {
      sectionId: true,
      roles: true,
      maxRounds: true,
      stage: { select: { key: true } },
      _count: { select: { rounds: true } },
    },
  });
  if (!loop) throw new ExpectedError('not_found');
  return {
    stageKey: loop.stage.key,
    sectionId: loop.sectionId,
    roles: loop.roles as ReviewerRole[],
    maxRounds: loop.maxRounds,
    rounds: loop._count.rounds,
  };
}

type SuggestionRow = {
  sectionId: string | null;
  type: string;
  summary: string;
  detail: string;
  expected: string;
  example: string | null;
  anchor: unknown;
};

/** Suggestions as the reviser will read them; a passage command's is applied as it stands, with no model call. */
function tasksOf(rows: SuggestionRow[]): PlannedTask[] {
  return rows
    .filter((s) => s.type !== PASSAGE_EDIT_TYPE)
    .map((s) => ({
      sectionId: s.sectionId,
      chars: s.summary.length + s.detail.length + s.expected.length + (s.example?.length ?? 0),
      range: rangeOf(s.anchor),
    }));
}

function rangeOf(anchor: unknown): PlannedTask['range'] {
  const a = anchor as { quote?: string; start?: number; end?: number } | null;
  return a?.quote && typeof a.start === 'number' && typeof a.end === 'number' ? { start: a.start, end: a.end } : null;
}

const TASK_SELECT = {
  sectionId: true,
  type: true,
  summary: true,
  detail: true,
  expected: true,
  example: true,
  anchor: true,
} as const;

export async function suggestionTasks(
  db: DbReader,
  projectId: string,
  where: { ids: string[] } | { roundId: string; status: 'accepted' },
): Promise<PlannedTask[]> {
  const rows = await db.suggestion.findMany({
    where: 'ids' in where ? { id: { in: where.ids }, projectId } : { ...where, projectId },
    select: TASK_SELECT,
  });
  return tasksOf(rows);
}

/** The work of a run about to be created, from its kind and parameters. */
export async function workOfRun<K extends RunKind>(
  db: DbReader,
  projectId: string,
  kind: K,
  input: RunParamsInput<K>,
): Promise<Work> {
  switch (kind) {
    case 'stage.generate': {
      const p = runParams('stage.generate', input);
      return { type: 'generate', stageKey: p.stageKey, sections: p.sectionIds ?? (p.all ? 'all' : 'pending') };
    }
    case 'project.oneshot':
      return { type: 'oneshot' };
    case 'loop.round': {
      const p = runParams('loop.round', input);
      const loop = await loopScope(db, projectId, p.loopId);
      if (!p.reviseRoundId) return { type: 'assess', ...loop };
      const tasks = await suggestionTasks(db, projectId, { roundId: p.reviseRoundId, status: 'accepted' });
      return { type: 'revise', ...loop, tasks, thenAssess: p.assess ? loop.roles : null };
    }
    case 'loop.auto': {
      const p = runParams('loop.auto', input);
      const loop = await loopScope(db, projectId, p.loopId);
      return { type: 'auto', ...loop, maxRounds: Math.max(1, loop.maxRounds - p.startNumber + 1) };
    }
    case 'variants': {
      const p = runParams('variants', input);
      const tasks = await suggestionTasks(db, projectId, { ids: p.suggestionIds });
      return { type: 'variants', sectionId: p.sectionId, count: p.count, taskChars: sumChars(tasks) };
    }
    case 'passage.command': {
      const p = runParams('passage.command', input);
      return {
        type: 'passage',
        sectionId: p.sectionId,
        command: p.command,
        passageLength: countWords(p.anchor.quote),
      };
    }
    case 'ripple.rewrite': {
      const p = runParams('ripple.rewrite', input);
      return {
        type: 'ripple.rewrite',
        passages: p.passages.map((x) => ({ sectionId: x.sectionId, passageLength: countWords(x.anchor.quote) })),
        changeChars: p.change.length,
      };
    }
  }
  throw new Error(`No cost model for run kind ${kind}`);
}

/**
 * A run to retry resumes after its last finished step: a generation's sections still to write are
 * chosen again as they stand; anything else is the share of its progress not yet done.
 */
export async function retryWork(
  db: DbReader,
  projectId: string,
  runId: string,
): Promise<{ work: Work | null; share: number }> {
  const run = await db.run.findFirst({
    where: { id: runId, projectId },
    select: { kind: true, params: true, progressDone: true, progressTotal: true },
  });
  if (!run || !isRunKind(run.kind)) throw new ExpectedError('not_found');
  const work = await workOfRun(db, projectId, run.kind, run.params as never);
  const chosenAgain = work.type === 'generate' && work.sections === 'pending';
  const done = run.progressTotal > 0 && !chosenAgain ? Math.min(1, run.progressDone / run.progressTotal) : 0;
  return { work, share: 1 - done };
}

export const sumChars = (tasks: PlannedTask[]) => tasks.reduce((n, t) => n + t.chars, 0);
