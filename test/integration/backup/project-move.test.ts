import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { TEMPLATE_DB } from '../../support/test-cluster';

// A project with a refinement round behind it moved to a second database through its project file
// (`npm run project -- export`, then `-- import` there): its versions, rounds and suggestions arrive
// whole, under the account it was imported for.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const source = useTestDatabase();
const targetName = `t_move_${process.pid}`;
const admin = () =>
  new pg.Client({ connectionString: `postgresql://storyfold:storyfold@127.0.0.1:${inject('pgPort')}/postgres` });
const targetUrl = () => `postgresql://storyfold:storyfold@127.0.0.1:${inject('pgPort')}/${targetName}`;
const file = path.join(ROOT, '.data', 'test', `move-${process.pid}.storyfold.gz`);

beforeAll(async () => {
  const c = admin();
  await c.connect();
  await c.query(`CREATE DATABASE ${targetName} TEMPLATE ${TEMPLATE_DB}`);
  await c.end();
});
afterAll(async () => {
  fs.rmSync(file, { force: true });
  const c = admin();
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
  await c.end();
});

const TEXTS = [
  'The keeper really climbed the stairs. She was very tired, and the the lamp was cold.',
  'Mara basically watched the sea. The storm was actually coming, and she just waited.',
];

/** An offline story with two chapters, one lint round decided and revised. */
async function projectWithHistory() {
  const ownerId = (await makeUser('mover@example.com')).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  for (const [position, text] of TEXTS.entries()) {
    const s = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'offline' }),
    );
  }
  const scope = { db: db(), ownerId, projectId };
  const { loopId, runId } = await startLoop(scope, {
    stageKey: 'final',
    mode: 'manual',
    roles: ['lint'],
    maxRounds: 3,
    accept: ['high', 'medium'],
    tokenBudget: null,
  });
  await runToEnd(runId);
  const round = await db().round.findFirstOrThrow({ where: { loopId }, include: { suggestions: true } });
  const decided = await decideRound(scope, {
    roundId: round.id,
    decision: 'accept_all',
    picks: { accepted: [], rejected: [] },
  });
  await runToEnd(decided.runId!);
  return { projectId };
}

/** What must survive the move, read the same way on either side. */
async function history(url: string, projectId: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => (await c.query(sql, [projectId])).rows;
    return {
      project: await q(`SELECT title, template, config FROM "Project" WHERE id = $1`),
      versions: await q(
        `SELECT id, "sectionId", "stageId", text, source, "parentId", "roundId" FROM "Version" WHERE "projectId" = $1 ORDER BY id`,
      ),
      current: await q(`SELECT id, "currentVersionId", version FROM "Section" WHERE "projectId" = $1 ORDER BY id`),
      rounds: await q(
        `SELECT id, number, status, "inputVersionIds", "outputVersionIds" FROM "Round" WHERE "projectId" = $1 ORDER BY id`,
      ),
      suggestions: await q(
        `SELECT id, "roundId", status, anchor, summary FROM "Suggestion" WHERE "projectId" = $1 ORDER BY id`,
      ),
      runs: await q(`SELECT id, kind, status FROM "Run" WHERE "projectId" = $1 ORDER BY id`),
    };
  } finally {
    await c.end();
  }
}

describe('moving a project between two databases', () => {
  it('keeps its versions, rounds and suggestions, owned by the account it was imported for', async () => {
    const { projectId } = await projectWithHistory();
    const before = await history(source.url(), projectId);
    expect(before.rounds.length).toBeGreaterThan(0);
    expect(before.suggestions.length).toBeGreaterThan(0);
    expect(before.versions.some((v) => v.source === 'revision')).toBe(true);

    const exported = await run(
      tsx,
      ['--conditions=react-server', 'lib/cli/project-file.ts', 'export', '--project', projectId, '--out', file],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: source.url() },
      },
    );
    expect(exported.stdout).toContain(`Project ${projectId} written to`);

    const target = new pg.Client({ connectionString: targetUrl() });
    await target.connect();
    await target.query(
      `INSERT INTO "User" (id, email, name, "passwordHash", "updatedAt") VALUES ('newowner', 'new@example.com', 'New', 'x', now())`,
    );
    await target.end();
    const imported = await run(
      tsx,
      ['--conditions=react-server', 'lib/cli/project-file.ts', 'import', file, '--owner', 'new@example.com'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: targetUrl() },
      },
    );
    expect(imported.stdout).toContain(`Project ${projectId} imported for new@example.com`);

    expect(await history(targetUrl(), projectId)).toEqual(before);
    const moved = new pg.Client({ connectionString: targetUrl() });
    await moved.connect();
    const owner = (await moved.query(`SELECT "ownerId" FROM "Project" WHERE id = $1`, [projectId])).rows[0];
    await moved.end();
    expect(owner).toEqual({ ownerId: 'newowner' });

    // The same file again is refused: the project is already there.
    await expect(
      run(tsx, ['--conditions=react-server', 'lib/cli/project-file.ts', 'import', file, '--owner', 'new@example.com'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: targetUrl() },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('already on this instance') });
  }, 120_000);
});
