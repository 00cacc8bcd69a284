import 'server-only';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { pageCountOf, type AdminPage } from './paging';
import { NONE, ROUND_PAGE_SIZE, type RoundFilter } from './round-filter';
import {
  roundOrder,
  roundScopeWhere,
  ROUND_SUMMARY_SELECT,
  toRoundSummary,
  type RoundSummary,
} from '../refinement/read-rounds';

export interface AdminRoundRow extends RoundSummary {
  project: { id: string; title: string; template: string };
  owner: { id: string; name: string; email: string };
}

export interface AdminRoundPage extends AdminPage<AdminRoundRow> {
  page: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Prisma filter for the admin rounds table; dates are whole UTC days, `to` included. */
export function roundWhere(f: RoundFilter): Prisma.RoundWhereInput {
  const project: Prisma.ProjectWhereInput = {};
  if (f.template) project.template = f.template;
  if (f.owner)
    project.owner = {
      OR: [{ email: { contains: f.owner, mode: 'insensitive' } }, { name: { contains: f.owner, mode: 'insensitive' } }],
    };
  const createdAt: Prisma.DateTimeFilter = {};
  if (f.from) createdAt.gte = new Date(`${f.from}T00:00:00Z`);
  if (f.to) createdAt.lt = new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS);
  return {
    ...roundScopeWhere({ kind: 'admin' }),
    ...(Object.keys(project).length ? { project } : {}),
    ...(f.project ? { projectId: f.project } : {}),
    ...(f.stage ? { loop: { stage: { key: f.stage } } } : {}),
    ...(f.engine ? { engine: f.engine } : {}),
    ...(f.role ? { roles: { has: f.role } } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.decision ? { decision: f.decision === NONE ? null : f.decision } : {}),
    ...(f.stopReason ? { stopReason: f.stopReason === NONE ? null : f.stopReason } : {}),
    ...(Object.keys(createdAt).length ? { createdAt } : {}),
  };
}

export const ADMIN_ROUND_SELECT = {
  ...ROUND_SUMMARY_SELECT,
  project: {
    select: { id: true, title: true, template: true, owner: { select: { id: true, name: true, email: true } } },
  },
} as const;

type Row = Prisma.RoundGetPayload<{ select: typeof ADMIN_ROUND_SELECT }>;

export function toAdminRoundRow(r: Row): AdminRoundRow {
  const { owner, ...project } = r.project;
  return { ...toRoundSummary(r), project, owner };
}

/** One page of rounds across every project, by date, with the total for the pager. */
export async function listAdminRounds(db: Db, filter: RoundFilter): Promise<AdminRoundPage> {
  const where = roundWhere(filter);
  const [total, rows] = await Promise.all([
    db.round.count({ where }),
    db.round.findMany({
      where,
      orderBy: roundOrder(filter.sort),
      skip: (filter.page - 1) * ROUND_PAGE_SIZE,
      take: ROUND_PAGE_SIZE,
      select: ADMIN_ROUND_SELECT,
    }),
  ]);
  return {
    rows: rows.map(toAdminRoundRow),
    total,
    page: filter.page,
    pageCount: pageCountOf(total, ROUND_PAGE_SIZE),
  };
}

/** Decisions recorded so far, for the filter's options (the loop code defines the vocabulary). */
export async function knownDecisions(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<
    { decision: string }[]
  >`SELECT DISTINCT "decision" FROM "Round" WHERE "decision" IS NOT NULL ORDER BY 1`;
  return rows.map((r) => r.decision);
}
