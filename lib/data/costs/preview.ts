import 'server-only';
import { z } from 'zod';
import type { DbReader, ProjectScope } from '../../db';
import type { Work } from '../../engine/estimate';
import { ExpectedError, IdSchema } from '../../errors';
import { DECISIONS, splitDecision } from '../../workflow/loop/decisions';
import { MAX_PASSAGE_CHARS, PASSAGE_COMMANDS } from '../../workflow/passage-commands';
import { stageOf, templateOf } from '../../workflow/templates';
import { REVIEWER_ROLES } from '../../workflow/templates/types';
import { loopScope, retryWork, suggestionTasks, sumChars } from './run-work';

const StageKey = z.string().regex(/^[a-z]{2,20}$/);

/** A button's action, described as the estimate route receives it (before anything is created). */
export const PreviewSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['generate', 'regenerate', 'approve']), stageKey: StageKey }),
  z.object({ action: z.literal('regenerateSections'), stageKey: StageKey, sectionIds: z.array(IdSchema).max(500) }),
  z.object({ action: z.literal('oneshot') }),
  z.object({
    action: z.literal('startLoop'),
    stageKey: StageKey,
    sectionId: IdSchema.nullable().default(null),
    mode: z.enum(['manual', 'auto']),
    roles: z.array(z.enum(REVIEWER_ROLES)).min(1),
    maxRounds: z.coerce.number().int().min(1).max(10),
  }),
  z.object({
    action: z.literal('decideRound'),
    roundId: IdSchema,
    decision: z.enum(DECISIONS),
    acceptedIds: z.array(IdSchema).max(1000).default([]),
    rejectedIds: z.array(IdSchema).max(1000).default([]),
  }),
  z.object({ action: z.literal('continueAuto'), loopId: IdSchema }),
  z.object({
    action: z.literal('variants'),
    sectionId: IdSchema,
    suggestionIds: z.array(IdSchema).max(50).default([]),
    count: z.coerce.number().int().min(2).max(3),
  }),
  z.object({
    action: z.literal('passage'),
    sectionId: IdSchema,
    command: z.enum(PASSAGE_COMMANDS),
    /** The selection's length in the writer's unit (words, or characters for Chinese). */
    passageLength: z.coerce.number().int().min(1).max(MAX_PASSAGE_CHARS),
  }),
  z.object({ action: z.literal('retry'), runId: IdSchema }),
]);
export type Preview = z.output<typeof PreviewSchema>;

/**
 * The work a button would queue, read the way its action reads the project; null when it would queue
 * nothing that calls a model (an approval that completes the project, a decision that only closes a loop).
 */
export async function previewWork(scope: ProjectScope, p: Preview): Promise<{ work: Work | null; share: number }> {
  if (p.action === 'retry') return retryWork(scope.db, scope.projectId, p.runId);
  return { work: await actionWork(scope, p), share: 1 };
}

async function actionWork(
  { db, ownerId, projectId }: ProjectScope,
  p: Exclude<Preview, { action: 'retry' }>,
): Promise<Work | null> {
  const project = await db.project.findFirst({
    where: { id: projectId, ownerId },
    select: { template: true, mode: true },
  });
  if (!project) throw new ExpectedError('not_found');
  const stageOfProject = (key: string) => {
    if (!templateOf(project.template).stages.some((s) => s.key === key)) throw new ExpectedError('not_found');
    return stageOf(project.template, key);
  };
  switch (p.action) {
    case 'generate':
      return { type: 'generate', stageKey: stageOfProject(p.stageKey).key };
    case 'regenerate':
      return {
        type: 'generate',
        stageKey: p.stageKey,
        sections: stageOfProject(p.stageKey).approveEach ? 'pending' : 'all',
      };
    case 'approve':
      return approvalWork(db, projectId, project.template, p.stageKey);
    case 'regenerateSections':
      stageOfProject(p.stageKey);
      return { type: 'generate', stageKey: p.stageKey, sections: p.sectionIds };
    case 'oneshot':
      return project.mode === 'oneshot' ? { type: 'oneshot' } : null;
    case 'startLoop': {
      const offered = stageOfProject(p.stageKey).reviewers;
      const roles = p.roles.filter((r) => offered.includes(r));
      const scope = { stageKey: p.stageKey, sectionId: p.sectionId, roles };
      return p.mode === 'auto' ? { type: 'auto', ...scope, maxRounds: p.maxRounds } : { type: 'assess', ...scope };
    }
    case 'decideRound':
      return decisionWork(db, projectId, p);
    case 'continueAuto': {
      const loop = await loopScope(db, projectId, p.loopId);
      return { type: 'auto', ...loop, maxRounds: Math.max(1, loop.maxRounds - loop.rounds) };
    }
    case 'variants': {
      await sectionOfProject(db, projectId, p.sectionId);
      const tasks = await suggestionTasks(db, projectId, { ids: p.suggestionIds });
      return { type: 'variants', sectionId: p.sectionId, count: p.count, taskChars: sumChars(tasks) };
    }
    case 'passage':
      await sectionOfProject(db, projectId, p.sectionId);
      return { type: 'passage', sectionId: p.sectionId, command: p.command, passageLength: p.passageLength };
  }
}

async function sectionOfProject(db: DbReader, projectId: string, sectionId: string): Promise<void> {
  if (!(await db.section.count({ where: { id: sectionId, projectId, deletedAt: null } })))
    throw new ExpectedError('not_found');
}

/**
 * What approving a stage in review queues: the next chapter of a one-at-a-time stage, else the next
 * stage that calls a model (assembly stages complete the project with none).
 */
async function approvalWork(db: DbReader, projectId: string, template: Parameters<typeof templateOf>[0], key: string) {
  const stages = templateOf(template).stages;
  const index = stages.findIndex((s) => s.key === key);
  if (index < 0) throw new ExpectedError('not_found');
  if (stages[index].approveEach) {
    const [current, next] = await db.section.findMany({
      where: { projectId, stage: { key }, deletedAt: null, status: { not: 'passed' } },
      orderBy: { position: 'asc' },
      select: { id: true },
      take: 2,
    });
    if (current && next) return { type: 'generate' as const, stageKey: key, sections: [next.id] };
  }
  const following = stages[index + 1];
  return following && following.kind !== 'assembly' ? { type: 'generate' as const, stageKey: following.key } : null;
}

/** What a decision on a round queues: the revision of what it accepts and, unless it ends the loop, the next assessment. */
async function decisionWork(
  db: DbReader,
  projectId: string,
  p: Extract<Preview, { action: 'decideRound' }>,
): Promise<Work | null> {
  const round = await db.round.findFirst({
    where: { id: p.roundId, projectId },
    select: { loopId: true, suggestions: { where: { status: 'open' }, select: { id: true } } },
  });
  if (!round) throw new ExpectedError('not_found');
  const split = splitDecision(
    p.decision,
    round.suggestions.map((s) => s.id),
    { accepted: p.acceptedIds, rejected: p.rejectedIds },
  );
  if (!split || (p.decision === 'done' && !split.accepted.length)) return null;
  const loop = await loopScope(db, projectId, round.loopId);
  const thenAssess = p.decision === 'done' ? null : loop.roles;
  if (!split.accepted.length) return { type: 'assess', ...loop };
  const tasks = await suggestionTasks(db, projectId, { ids: split.accepted });
  return { type: 'revise', ...loop, tasks, thenAssess };
}
