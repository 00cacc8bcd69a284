import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import pg from 'pg';

// A logical backup of the app's tables: every row of every table in one snapshot (a repeatable-read,
// read-only transaction), so it is consistent while web and worker keep writing. One gzipped line per
// row, after a header naming the migrations the rows were written under. The job queue (pg-boss's
// schema) is not kept: a run whose job is gone is sent again by the worker's sweeper.

export const BACKUP_FORMAT = 'storyfold-backup';
const CURSOR_BATCH = 2000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: string[];
}

/** Table and row lines, streamed from one snapshot. */
async function* lines(client: pg.Client): AsyncGenerator<string> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
      )
    ).rows.map((r) => r.name);
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    ).rows.map((r) => r.name);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
    };
    yield `${JSON.stringify(header)}\n`;
    for (const table of tables) {
      yield `${JSON.stringify({ table })}\n`;
      await client.query(`DECLARE rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM "${table}" t`);
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${CURSOR_BATCH} FROM rows`);
        if (rows.length === 0) break;
        yield rows.map((r) => `${r.row}\n`).join('');
      }
      await client.query('CLOSE rows');
    }
  } finally {
    await client.query('COMMIT');
  }
}

/** Writes the backup of `url` to `file`; answers how many rows it holds per table. */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const partial = `${file}.partial`;
    await pipeline(Readable.from(lines(client)), zlib.createGzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } finally {
    await client.end();
  }
}
