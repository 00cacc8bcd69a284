import 'server-only';
import type { Db } from '../db';
import { ACTIVE_RUN_STATUSES } from './runs/lifecycle';

export const RUN_PAGE_SIZE = 25;

export interface FailedRunRow {
  id: string;
  kind: string;
  stageKey: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
  project: { id: string; title: string; template: string; state: string };
  owner: { name: string; email: string };
  /** Another run of the project is queued or running: a retry now would be refused. */
  blocked: boolean;
}

/** Failed runs across every project, newest first. */
export async function listFailedRuns(
  db: Db,
  page: number,
): Promise<{ rows: FailedRunRow[]; total: number; pageCount: number }> {
  const where = { status: 'failed' as const };
  const [total, rows] = await Promise.all([
    db.run.count({ where }),
    db.run.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * RUN_PAGE_SIZE,
      take: RUN_PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        errorCode: true,
        errorMessage: true,
        attempts: true,
        createdAt: true,
        finishedAt: true,
        stage: { select: { key: true } },
        project: {
          select: {
            id: true,
            title: true,
            template: true,
            state: true,
            owner: { select: { name: true, email: true } },
            runs: { where: { status: { in: [...ACTIVE_RUN_STATUSES] } }, select: { id: true }, take: 1 },
          },
        },
      },
    }),
  ]);
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / RUN_PAGE_SIZE)),
    rows: rows.map(({ stage, project: { owner, runs, ...project }, createdAt, finishedAt, ...r }) => ({
      ...r,
      stageKey: stage?.key ?? null,
      createdAt: createdAt.toISOString(),
      finishedAt: finishedAt?.toISOString() ?? null,
      project,
      owner,
      blocked: runs.length > 0,
    })),
  };
}
