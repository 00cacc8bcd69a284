import 'server-only';
import type { Db } from '../../db';

export interface OfflineWork {
  /** Texts the offline engine wrote (generations, revisions, variants). */
  texts: number;
  /** Review rounds the offline engine ran, and the findings they returned. */
  rounds: number;
  findings: number;
}

type Raw = { texts: bigint; rounds: bigint; findings: bigint };

/** What the offline engine did in [from, to): it makes no model calls, so it is counted by what it wrote. */
export async function offlineWork(db: Db, from: Date, to: Date): Promise<OfflineWork> {
  const [row] = await db.$queryRaw<Raw[]>`
    SELECT
      (SELECT COUNT(*) FROM "Version"
        WHERE "engine" = 'offline' AND "source" IN ('model', 'revision', 'variant') AND "createdAt" >= ${from} AND "createdAt" < ${to}) AS texts,
      (SELECT COUNT(*) FROM "Round" WHERE "engine" = 'offline' AND "createdAt" >= ${from} AND "createdAt" < ${to}) AS rounds,
      (SELECT COUNT(*) FROM "Suggestion" s JOIN "Round" r ON r."id" = s."roundId"
        WHERE r."engine" = 'offline' AND r."createdAt" >= ${from} AND r."createdAt" < ${to}) AS findings`;
  return { texts: Number(row.texts), rounds: Number(row.rounds), findings: Number(row.findings) };
}
