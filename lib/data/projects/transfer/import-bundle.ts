import 'server-only';
import { gunzipSync } from 'node:zlib';
import type { Db, Tx } from '../../../db';
import { ExpectedError } from '../../../errors';
import { BUNDLE_FORMAT, BUNDLE_TABLES, type BundleTable, type ProjectBundle, type Row } from './bundle-tables';

// A project file (export-bundle.ts) taken in whole, in one transaction, for the account `ownerId`. Rows
// keep their ids (globally unique), so everything a row's JSON names (step keys, anchors, version
// lists) stays true; a project already on this instance is refused rather than duplicated. What named
// an account of the old instance names the new owner when it was the old owner, else nobody.

const INSERT_BATCH = 500;
/** A project file's JSON past this is refused (a string that long is more than Node parses well). */
const MAX_INFLATED_BYTES = 400 * 1024 * 1024;
const USER_COLUMNS: Partial<Record<BundleTable, string[]>> = { Version: ['authorId'], Run: ['createdById'] };
const UNFINISHED_RUN = new Set(['queued', 'running']);

function readBundle(bytes: Buffer): ProjectBundle {
  let bundle: ProjectBundle;
  let json: string;
  try {
    // Bounded like every upload: a small file that inflates without end is refused, not inflated.
    json = gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
  } catch (error) {
    const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ExpectedError('invalid_input', { reason: tooLarge ? 'project_file_too_large' : 'not_a_project_file' });
  }
  try {
    bundle = JSON.parse(json) as ProjectBundle;
  } catch {
    throw new ExpectedError('invalid_input', { reason: 'not_a_project_file' });
  }
  if (bundle?.format !== BUNDLE_FORMAT || bundle.version !== 1 || bundle.tables?.Project?.length !== 1)
    throw new ExpectedError('invalid_input', { reason: 'not_a_project_file' });
  return bundle;
}

/** The rows as this instance takes them: the new owner, no stale account ids, no run left to resume. */
function adopt(bundle: ProjectBundle, ownerId: string): Record<BundleTable, Row[]> {
  const oldOwner = bundle.tables.Project[0].ownerId;
  const tables = { ...bundle.tables };
  tables.Project = [{ ...tables.Project[0], ownerId }];
  for (const [table, columns] of Object.entries(USER_COLUMNS) as [BundleTable, string[]][])
    tables[table] = tables[table].map((row) => {
      const copy = { ...row };
      for (const c of columns) copy[c] = copy[c] === oldOwner ? ownerId : null;
      return copy;
    });
  // A run that was under way on the old instance has no worker here: it ends as cancelled.
  tables.Run = tables.Run.map((r) =>
    UNFINISHED_RUN.has(String(r.status)) ? { ...r, status: 'cancelled', leaseOwner: null, leaseExpiresAt: null } : r,
  );
  return tables;
}

async function insertRows(tx: Tx, table: BundleTable, rows: Row[], known: Set<string>) {
  if (rows.length === 0) return;
  // Only columns this instance's table has, named by the database itself (never by the file).
  const columns = Object.keys(rows[0])
    .filter((c) => known.has(c))
    .map((c) => `"${c}"`)
    .join(', ');
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await tx.$executeRawUnsafe(
      `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
      JSON.stringify(rows.slice(start, start + INSERT_BATCH)),
    );
}

export async function importProjectBundle(db: Db, { ownerId, bytes }: { ownerId: string; bytes: Buffer }) {
  const bundle = readBundle(bytes);
  const tables = adopt(bundle, ownerId);
  return db.$transaction(
    async (tx) => {
      const applied = await tx.$queryRaw<{ name: string }[]>`
        SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      const here = new Set(applied.map((m) => m.name));
      if (bundle.migrations.some((m) => !here.has(m)))
        throw new ExpectedError('invalid_input', { reason: 'newer_project_file' });
      const exists = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Project" WHERE id = ${bundle.projectId}`;
      if (exists.length > 0) throw new ExpectedError('conflict', { reason: 'project_already_here' });

      const columns = await tx.$queryRaw<{ table: string; column: string }[]>`
        SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = 'public'`;
      const known = (table: string) => new Set(columns.filter((c) => c.table === table).map((c) => c.column));
      // Stages and sections point at their current version, which is inserted after them.
      const current = (rows: Row[]) =>
        rows.filter((r) => r.currentVersionId).map((r) => ({ id: r.id, v: r.currentVersionId }));
      const pointers = { Stage: current(tables.Stage), Section: current(tables.Section) };
      for (const { table } of BUNDLE_TABLES) {
        const rows =
          table === 'Stage' || table === 'Section'
            ? tables[table].map((r) => ({ ...r, currentVersionId: null }))
            : tables[table];
        await insertRows(tx, table, rows, known(table));
      }
      for (const [table, list] of Object.entries(pointers))
        if (list.length)
          await tx.$executeRawUnsafe(
            `UPDATE "${table}" t SET "currentVersionId" = p.v FROM json_to_recordset($1::json) AS p(id text, v text) WHERE t.id = p.id`,
            JSON.stringify(list),
          );
      return { projectId: bundle.projectId };
    },
    { timeout: 120_000 },
  );
}
