import 'server-only';
import type { Db } from '../db';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  createdAt: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  actor: { name: string; email: string };
}

/** Admin actions, newest first. */
export async function listAuditLog(
  db: Db,
  page: number,
): Promise<{ rows: AuditEntry[]; total: number; pageCount: number }> {
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
        actor: { select: { name: true, email: true } },
      },
    }),
  ]);
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      details: (r.details as Record<string, unknown> | null) ?? null,
    })),
  };
}
