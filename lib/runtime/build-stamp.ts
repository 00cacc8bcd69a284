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

export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashTree(hash, path.join(ROOT, input));
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  return (
    fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === sourcesHash()
  );
}

export function markBuilt(hash: string): void {
  fs.writeFileSync(STAMP, hash);
}
