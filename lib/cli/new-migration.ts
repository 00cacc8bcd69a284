import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '../env';
import { ROOT } from '../runtime/database';
import { startEmbeddedPostgres } from '../runtime/postgres';

// `npm run db:migration -- <name>`: the SQL from the committed schema to the working one.
// (`prisma migrate dev` cannot run here; `migrate diff` can, given any database to connect to.)
const name = process.argv[2]?.replace(/[^a-z0-9_]/gi, '_');
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(2);
}
const previous = path.join(os.tmpdir(), `storyfold-schema-${process.pid}.prisma`);
fs.writeFileSync(previous, execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { cwd: ROOT }));

const cluster = await startEmbeddedPostgres({
  dir: path.join(ROOT, '.data', 'migration-scratch'),
  port: 54399,
  ephemeral: true,
});
try {
  const sql = execFileSync(
    path.join(ROOT, 'node_modules/.bin/prisma'),
    [
      'migrate',
      'diff',
      '--from-schema-datamodel',
      previous,
      '--to-schema-datamodel',
      'prisma/schema.prisma',
      '--script',
    ],
    { cwd: ROOT, env: childEnv({ DATABASE_URL: cluster.urlFor('postgres') }), encoding: 'utf8' },
  );
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log('The schema has not changed since the last commit: no migration written.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(ROOT, 'prisma', 'migrations', `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
    console.log(`Wrote ${path.relative(ROOT, dir)}/migration.sql — review it, then \`npm start\` applies it.`);
  }
} finally {
  await cluster.stop();
  fs.rmSync(previous, { force: true });
}
