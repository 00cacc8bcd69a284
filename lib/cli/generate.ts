import path from 'node:path';
import { childEnv, env } from '../env';
import { run } from '../runtime/processes';

// `prisma generate` only reads the schema, but the config insists on a DATABASE_URL being set.
const ROOT = path.resolve(import.meta.dirname, '../..');
await run(path.join(ROOT, 'node_modules/.bin/prisma'), ['generate'], {
  cwd: ROOT,
  env: childEnv({ DATABASE_URL: env().DATABASE_URL ?? 'postgresql://unused@127.0.0.1:1/unused' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
