import 'server-only';
import { gzipSync } from 'node:zlib';
import type { ProjectScope } from '../../../db';
import { ExpectedError } from '../../../errors';
import { BUNDLE_FORMAT, BUNDLE_TABLES, type BundleTable, type ProjectBundle, type Row } from './bundle-tables';

/**
 * The caller's project with its whole history (stages, sections, every version, runs and their steps,
 * loops, rounds, suggestions, model calls, reviews, references, the story bible) as one gzipped JSON
 * file, read in one snapshot, to be imported into another instance (import-bundle.ts).
 */
export async function exportProjectBundle({ db, ownerId, projectId }: ProjectScope): Promise<Buffer> {
  const bundle = await db.$transaction(
    async (tx) => {
      const owned = await tx.$queryRaw<
        { id: string }[]
      >`SELECT id FROM "Project" WHERE id = ${projectId} AND "ownerId" = ${ownerId}`;
      if (owned.length === 0) throw new ExpectedError('not_found');
      const migrations = await tx.$queryRaw<{ name: string }[]>`
        SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      const tables = {} as Record<BundleTable, Row[]>;
      for (const { table, where } of BUNDLE_TABLES) {
        // Table names and filters are the constants above; the project id is a parameter.
        const rows = await tx.$queryRawUnsafe<{ row: Row }[]>(
          `SELECT row_to_json(t) AS row FROM "${table}" t WHERE ${where} ORDER BY t.id`,
          projectId,
        );
        tables[table] = rows.map((r) => r.row);
      }
      return {
        format: BUNDLE_FORMAT,
        version: 1,
        exportedAt: new Date().toISOString(),
        migrations: migrations.map((m) => m.name).sort(),
        projectId,
        tables,
      } satisfies ProjectBundle;
    },
    { isolationLevel: 'RepeatableRead', timeout: 60_000 },
  );
  return gzipSync(JSON.stringify(bundle));
}
