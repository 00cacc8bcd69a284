import type { SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './database';

// The production build is redone only when a source it depends on changed.
const INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
const SKIP = new Set(['generated', 'node_modules', 'cli']);
const STAMP = path.join(ROOT, '.next', 'storyfold-sources.sha256');

function hashTree(hash: ReturnType<typeof createHash>, p: string): void {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) if (!SKIP.has(name)) hashTree(hash, path.join(p, name));
  } else {
    hash.update(path.relative(ROOT, p));
    hash.update(fs.readFileSync(p));
  }
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashTree(hash, path.join(ROOT, input));
  return hash.digest('hex');
}

/** The sources hash the last build was made from, or null when there is no complete build. */
function builtFrom(): string | null {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) || !fs.existsSync(STAMP)) return null;
  return fs.readFileSync(STAMP, 'utf8');
}

/**
 * `next build` through `runStep` (which spawns it), unless the last build is of the current sources.
 * The sources are hashed once, before the build: a file changed while it runs makes the next start build.
 */
export async function buildIfStale(
  runStep: (cmd: string, args: string[], opts: SpawnOptions) => Promise<void>,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  const hash = sourcesHash();
  if (builtFrom() === hash) return;
  log('Building the app (first start, or the sources changed) …');
  await runStep(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    env: { ...env, NODE_ENV: 'production' },
  });
  fs.writeFileSync(STAMP, hash);
}
