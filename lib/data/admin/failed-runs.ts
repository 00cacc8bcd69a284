import 'server-only';
import type { Db } from '../../db';
import { ExpectedError, isId } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { MODEL_CALL_ORDER, MODEL_CALL_SELECT, toModelCallView, type ModelCallView } from './model-calls';
import { pageCountOf, type AdminPage } from './paging';
import { ACTIVE_RUN_STATUSES } from '../../workflow/run-statuses';

const RUN_PAGE_SIZE = 25;

export interface FailedRunRow {
  id: string;
  kind: string;
  status: string;
  stageKey: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** Requests the failing model call sent (what the reason's "Attempts" counts); null when no model call failed. */
  attempts: number | null;
  /** How many times a worker started the run. */
  starts: number;
  createdAt: string;
  finishedAt: string | null;
  project: { id: string; title: string; template: string; state: string };
  owner: { id: string; name: string; email: string };
  /** Another run of the project is queued or running: a retry now would be refused. */
  blocked: boolean;
}

const RUN_SELECT = {
  id: true,
  kind: true,
  status: true,
  errorCode: true,
  errorMessage: true,
  attempts: true,
  createdAt: true,
  finishedAt: true,
  stage: { select: { key: true } },
  modelCalls: {
    where: { outcome: { notIn: ['ok', 'started'] } },
    orderBy: { createdAt: 'desc' },
    take: 1,
    select: { attempts: true },
  },
  project: {
    select: {
      id: true,
      title: true,
      template: true,
      state: true,
      owner: { select: { id: true, name: true, email: true } },
      runs: { where: { status: { in: [...ACTIVE_RUN_STATUSES] } }, select: { id: true }, take: 1 },
    },
  },
} satisfies Prisma.RunSelect;

type SelectedRun = Prisma.RunGetPayload<{ select: typeof RUN_SELECT }>;

function toFailedRunRow({
  stage,
  modelCalls,
  project,
  createdAt,
  finishedAt,
  attempts,
  ...r
}: SelectedRun): FailedRunRow {
  const { owner, runs, ...projectFields } = project;
  return {
    ...r,
    stageKey: stage?.key ?? null,
    attempts: modelCalls[0]?.attempts ?? null,
    starts: attempts,
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
    project: projectFields,
    owner,
    blocked: runs.length > 0,
  };
}

/** Failed runs across every project, newest first. */
export async function listFailedRuns(db: Db, page: number): Promise<AdminPage<FailedRunRow>> {
  const where = { status: 'failed' as const };
  const [total, rows] = await Promise.all([
    db.run.count({ where }),
    db.run.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * RUN_PAGE_SIZE,
      take: RUN_PAGE_SIZE,
      select: RUN_SELECT,
    }),
  ]);
  return { total, pageCount: pageCountOf(total, RUN_PAGE_SIZE), rows: rows.map(toFailedRunRow) };
}

export interface AdminRunDetail extends FailedRunRow {
  /** The steps the run finished, in order: a retry resumes after the last one. */
  steps: { key: string; createdAt: string }[];
  modelCalls: ModelCallView[];
  rounds: { id: string; number: number }[];
  /** The versions the run was asked to read, current when it was created: a section's title or a stage's key, and its number. */
  read: { id: string; stageKey: string; section: string | null; number: number }[];
}

/** One run of any project with its steps and every model call it made, for the admin's drill-down. */
export async function getAdminRun(db: Db, runId: string): Promise<AdminRunDetail> {
  if (!isId(runId)) throw new ExpectedError('not_found');
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_SELECT,
      steps: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { key: true, createdAt: true } },
      rounds: { orderBy: { number: 'asc' }, select: { id: true, number: true } },
      inputVersionIds: true,
    },
  });
  if (!run) throw new ExpectedError('not_found');
  const [modelCalls, read] = await Promise.all([
    db.modelCall.findMany({ where: { runId }, orderBy: MODEL_CALL_ORDER, select: MODEL_CALL_SELECT }),
    db.version.findMany({
      where: { id: { in: run.inputVersionIds } },
      select: { id: true, number: true, stage: { select: { key: true } }, section: { select: { title: true } } },
    }),
  ]);
  const order = new Map(run.inputVersionIds.map((id, i) => [id, i]));
  const { steps, rounds, inputVersionIds: _read, ...row } = run;
  return {
    read: read
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((v) => ({ id: v.id, stageKey: v.stage.key, section: v.section?.title ?? null, number: v.number })),
    ...toFailedRunRow(row),
    steps: steps.map((s) => ({ key: s.key, createdAt: s.createdAt.toISOString() })),
    modelCalls: modelCalls.map(toModelCallView),
    rounds,
  };
}
