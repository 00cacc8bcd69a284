import path from 'node:path';
import fs from 'node:fs';
import { migrateDeploy } from '../../lib/runtime/migrate';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../lib/runtime/postgres';

export const TEMPLATE_DB = 'sf_template';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A throwaway Postgres cluster for tests, with a migrated template database to clone per test file. */
export async function startTestCluster(port: number, name: string): Promise<EmbeddedCluster> {
  const dir = path.join(ROOT, '.data', 'test', name);
  fs.rmSync(dir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dir, port, ephemeral: true });
  await cluster.createDatabase(TEMPLATE_DB);
  await migrate(cluster.urlFor(TEMPLATE_DB));
  return cluster;
}

export function migrate(url: string): Promise<void> {
  return migrateDeploy({ ...process.env, DATABASE_URL: url });
}
