import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { env } from '../../env';

// What a load balancer asks before sending writers here: the database answers (within a bound, so a
// paused or unreachable database is "not ready", never a hung probe), every migration this build
// ships is applied, and some worker beat within the last minute. Each check says only ok or not.

type CheckState = 'ok' | 'failing';
export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; worker: CheckState };
}

const PROBE_TIMEOUT_MS = 2000;
const WORKER_SILENCE_SECONDS = 60;
const MIGRATIONS_DIR = path.join(process.cwd(), 'prisma', 'migrations');

let shipped: string[] | undefined;
/** The migrations this build carries (folder names), read once. */
function shippedMigrations(): string[] {
  shipped ??= fs
    .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return shipped;
}

interface ProbeRow {
  applied: string[] | null;
  beat_age: number | null;
}

/** One short-lived connection, so the probe never waits behind the request pool or its stuck sockets. */
async function probe(url: string): Promise<ProbeRow> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {}); // a connection lost mid-probe is the probe's failure, reported below
  try {
    await client.connect();
    const { rows } = await client.query<ProbeRow>(`
      SELECT
        (SELECT array_agg(migration_name) FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL) AS applied,
        (SELECT EXTRACT(EPOCH FROM now() - max("beatAt"))::float FROM "WorkerHeartbeat") AS beat_age`);
    return rows[0];
  } finally {
    void client.end().catch(() => {});
  }
}

export async function readiness(): Promise<Readiness> {
  const url = env().DATABASE_URL;
  let row: ProbeRow | null = null;
  try {
    if (url) row = await probe(url);
  } catch {
    row = null;
  }
  const applied = new Set(row?.applied ?? []);
  const checks = {
    database: row ? 'ok' : 'failing',
    migrations: row && shippedMigrations().every((m) => applied.has(m)) ? 'ok' : 'failing',
    worker: row?.beat_age != null && row.beat_age <= WORKER_SILENCE_SECONDS ? 'ok' : 'failing',
  } as const;
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
