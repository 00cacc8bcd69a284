import 'server-only';
import type { Db } from '../../db';
import { isId } from '../../errors';

export interface VersionContent {
  id: string;
  number: number;
  source: string;
  text: string;
  data: unknown;
}

/** One immutable version of the project, for the side-by-side and diff views; null when not found. */
export async function findVersionContent(db: Db, projectId: string, versionId: string): Promise<VersionContent | null> {
  if (!isId(versionId)) return null;
  return db.version.findFirst({
    where: { id: versionId, projectId },
    select: { id: true, number: true, source: true, text: true, data: true },
  });
}
