import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { startEmbeddedPostgres } from '../../../lib/runtime/postgres';
import { db, useTestDatabase } from '../../support/db';
import { freePort } from '../../support/launcher';
import { makeProject, makeUser } from '../../support/projects';

// `npm run backup` of a database with a project's history in it, then `npm run restore` into a fresh
// data folder (its own embedded Postgres): every row of every table comes back the same.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const source = useTestDatabase();
const work = path.join(ROOT, '.data', 'test', `backup-${process.pid}`);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function tableRows(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(
        `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`,
      )
    ).rows.map((r) => r.t);
    const all: Record<string, string[]> = {};
    for (const t of tables)
      all[t] = (
        await client.query<{ r: string }>(`SELECT row_to_json(x)::text AS r FROM "${t}" x ORDER BY 1`)
      ).rows.map((r) => r.r);
    return all;
  } finally {
    await client.end();
  }
}

async function fill() {
  const owner = await makeUser('backup@example.com');
  const project = await makeProject(owner.id, 'story');
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: project.id, key: 'final' } });
  for (let i = 1; i <= 3; i++) {
    const section = await db().section.create({
      data: { projectId: project.id, stageId: stage.id, position: i, displayNumber: String(i), title: `第${i}章` },
    });
    for (let v = 1; v <= 3; v++)
      await db().$transaction((tx) =>
        appendVersion(tx, {
          projectId: project.id,
          stageId: stage.id,
          sectionId: section.id,
          text: `版本 ${v}：雾港的夜晚 "quoted" \\ back-slash.`,
          source: 'author',
          authorId: owner.id,
        }),
      );
  }
  await db().loginAttempt.create({ data: { key: 'ip:127.0.0.1' } });
}

describe('backup and restore', () => {
  it('restores into a fresh data folder every row the backup was taken from', async () => {
    await fill();
    fs.mkdirSync(work, { recursive: true });
    const file = path.join(work, 'storyfold.backup.gz');
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const backup = await run(tsx, ['lib/cli/backup.ts', '--out', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: source.url() },
    });
    expect(backup.stdout).toMatch(/Backup written to .*storyfold\.backup\.gz/);

    const port = await freePort();
    const dir = path.join(work, 'postgres');
    const restore = await run(tsx, ['lib/cli/restore.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(port) },
    });
    expect(restore.stdout).toMatch(/Restored \d+ rows in \d+ tables/);

    const cluster = await startEmbeddedPostgres({ dir, port });
    try {
      const before = await tableRows(source.url());
      const after = await tableRows(cluster.urlFor('storyfold'));
      expect(before.Version).toHaveLength(9);
      expect(after).toEqual(before);
      // A restored serial column continues after its largest value.
      const client = new pg.Client({ connectionString: cluster.urlFor('storyfold') });
      await client.connect();
      await client.query(`INSERT INTO "LoginAttempt" (key) VALUES ('ip:127.0.0.2')`);
      await client.end();
      // Restoring again over accounts is refused.
      await expect(
        run(tsx, ['lib/cli/restore.ts', file], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: cluster.urlFor('storyfold') },
        }),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('already has accounts') });
    } finally {
      await cluster.stop();
    }
  }, 120_000);
});
