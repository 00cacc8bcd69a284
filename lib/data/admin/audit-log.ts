import 'server-only';
import type { Db } from '../../db';
import { pageCountOf, type AdminPage } from './paging';

const AUDIT_PAGE_SIZE = 50;

type UserRef = { id: string; name: string; email: string };

export interface AuditEntry {
  id: string;
  createdAt: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  actor: UserRef;
  /** The account a user action was done to, while it exists. */
  targetUser: UserRef | null;
  /** The project the action concerned (from its details), while it exists. */
  project: { id: string; title: string } | null;
}

const USER_SELECT = { id: true, name: true, email: true } as const;

/** Admin actions, newest first, with the users and projects they name resolved for linking. */
export async function listAuditLog(db: Db, page: number): Promise<AdminPage<AuditEntry>> {
  const [total, rows] = await Promise.all([
    db.auditLog.count(),
    db.auditLog.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        action: true,
        targetType: true,
        targetId: true,
        details: true,
        actor: { select: USER_SELECT },
      },
    }),
  ]);
  const detailsOf = (r: (typeof rows)[number]) => (r.details as Record<string, unknown> | null) ?? null;
  const projectIdOf = (r: (typeof rows)[number]) => {
    const id = detailsOf(r)?.projectId;
    return typeof id === 'string' ? id : null;
  };
  const [users, projects] = await Promise.all([
    db.user.findMany({
      where: { id: { in: rows.filter((r) => r.targetType === 'user').map((r) => r.targetId) } },
      select: USER_SELECT,
    }),
    db.project.findMany({
      where: { id: { in: rows.flatMap((r) => projectIdOf(r) ?? []) } },
      select: { id: true, title: true },
    }),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const projectById = new Map(projects.map((p) => [p.id, p]));
  return {
    total,
    pageCount: pageCountOf(total, AUDIT_PAGE_SIZE),
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      details: detailsOf(r),
      targetUser: r.targetType === 'user' ? (userById.get(r.targetId) ?? null) : null,
      project: projectById.get(projectIdOf(r) ?? '') ?? null,
    })),
  };
}
