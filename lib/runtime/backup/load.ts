import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import pg from 'pg';
import { BACKUP_FORMAT, type BackupHeader } from './dump';

// Loads a backup (dump.ts) into a migrated, empty database in one transaction: all of it or nothing.
// Foreign keys are checked by triggers, switched off while loading (session_replication_role, which
// needs a superuser: the embedded database's own user is one), since rows come table by table.

const INSERT_BATCH = 1000;

export class RestoreRefused extends Error {}

async function insertRows(client: pg.Client, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(JSON.parse(rows[0]) as object)
    .map((c) => `"${c.replace(/"/g, '""')}"`)
    .join(', ');
  await client.query(
    `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Identity and serial columns continue after the largest restored value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(`
    SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(format('%I', c.relname), a.attname) AS seq
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`);
  for (const r of rows)
    await client.query(`SELECT setval($1, COALESCE((SELECT max("${r.col}") FROM "${r.tbl}"), 0) + 1, false)`, [r.seq]);
}

export async function loadBackup(
  url: string,
  file: string,
  shippedMigrations: string[],
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    let header: BackupHeader | undefined;
    let table: string | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (table) await insertRows(client, table, batch);
      batch = [];
    };
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    // Made just before it is read: lines a readline interface emits before iteration starts are lost.
    const input = readline.createInterface({
      input: fs.createReadStream(file).pipe(zlib.createGunzip()),
      crlfDelay: Infinity,
    });
    for await (const line of input) {
      if (!header) {
        header = JSON.parse(line) as BackupHeader;
        if (header.format !== BACKUP_FORMAT) throw new RestoreRefused('This file is not a StoryFold backup.');
        const unknown = header.migrations.filter((m) => !shippedMigrations.includes(m));
        if (unknown.length)
          throw new RestoreRefused(
            `The backup was made by a newer StoryFold (migrations ${unknown.join(', ')}): update first.`,
          );
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM "User"');
        if (rows[0].n > 0) throw new RestoreRefused('The database already has accounts: restore into an empty one.');
        continue;
      }
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        counts[table] = 0;
        continue;
      }
      batch.push(line);
      counts[table!]++;
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    if (!header) throw new RestoreRefused('The backup file is empty.');
    await resetSequences(client);
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
