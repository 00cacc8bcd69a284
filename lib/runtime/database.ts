import path from 'node:path';
import { env } from '../env';
import { existsSync } from 'node:fs';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedCluster } from './postgres';
import { portIsFree } from './ports';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DATA_DIR = path.join(ROOT, '.data');

export interface Database {
  url: string;
  /** Present when this process started an embedded cluster; stop it on exit. */
  cluster?: EmbeddedCluster;
}

/** Data directory of the embedded cluster, or undefined when DATABASE_URL names an external database. */
export function embeddedDir(): string | undefined {
  const e = env();
  if (e.DATABASE_URL) return undefined;
  return path.resolve(e.EMBEDDED_PG_DIR ?? path.join(DATA_DIR, 'postgres'));
}

/** DATABASE_URL when set; otherwise the embedded cluster in .data/postgres, started now. */
export async function resolveDatabase(
  log: (line: string) => void,
  options: { reuseRunning?: boolean } = {},
): Promise<Database> {
  const e = env();
  if (e.DATABASE_URL) return { url: e.DATABASE_URL };
  const dir = embeddedDir()!;
  if (options.reuseRunning && existsSync(path.join(dir, 'postmaster.pid')) && !(await portIsFree(e.EMBEDDED_PG_PORT))) {
    // Another StoryFold process (npm start) already runs this cluster: share it.
    return { url: embeddedUrl(e.EMBEDDED_PG_PORT, 'storyfold') };
  }
  log(`Starting embedded Postgres on port ${e.EMBEDDED_PG_PORT} (data in ${path.relative(ROOT, dir) || dir}) …`);
  const cluster = await startEmbeddedPostgres({ dir, port: e.EMBEDDED_PG_PORT });
  if (!(await cluster.databaseExists('storyfold'))) await cluster.createDatabase('storyfold');
  return { url: cluster.urlFor('storyfold'), cluster };
}
