import 'server-only';
import type { Db } from '../../../db';

// What the operator's command (npm run project) names by hand: an account by its email, a project's owner.

export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE lower(email) = lower(${email})`;
  return rows[0]?.id ?? null;
}

export async function ownerOfProject(db: Db, projectId: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ ownerId: string }[]>`SELECT "ownerId" FROM "Project" WHERE id = ${projectId}`;
  return rows[0]?.ownerId ?? null;
}
