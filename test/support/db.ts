import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { db, disconnectDb } from '../../lib/db';
import { resetEnvCache } from '../../lib/env';
import { TEMPLATE_DB } from './test-cluster';

const url = (database: string) => `postgresql://storyfold:storyfold@127.0.0.1:${inject('pgPort')}/${database}`;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives the calling test file its own database, cloned from the migrated template, and points
 * lib/db at it. Returns the connection string (for child processes such as workers).
 */
export function useTestDatabase(): { url: () => string } {
  const name = `t_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
    process.env.DATABASE_URL = url(name);
    resetEnvCache();
  });
  afterAll(async () => {
    await disconnectDb();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url: () => url(name) };
}

export { db };
