import path from 'node:path';
import { disconnectDb } from '../../lib/db';
import { setDatabaseUrl } from '../../lib/env';
import { startEmbeddedPostgres } from '../../lib/runtime/postgres';
import { migrate } from '../support/test-cluster';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs an in-process benchmark on its own embedded Postgres (data in .data/bench/<name>, thrown
 * away) with a freshly migrated database, then disconnects and stops the cluster. Exits 1 when the
 * benchmark threw, 0 otherwise: targets are for the printout.
 */
export async function withBenchDatabase(name: string, port: number, bench: () => Promise<void>): Promise<never> {
  const cluster = await startEmbeddedPostgres({ dir: path.join(ROOT, '.data/bench', name), port, ephemeral: true });
  let failed = false;
  try {
    await cluster.dropDatabase('bench');
    await cluster.createDatabase('bench');
    await migrate(cluster.urlFor('bench'));
    setDatabaseUrl(cluster.urlFor('bench'));
    await bench();
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await disconnectDb();
    await cluster.stop();
  }
  process.exit(failed ? 1 : 0);
}
