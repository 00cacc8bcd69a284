import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import type { Caller } from '../../lib/auth/session';
import { seedFailedRun, seedRound } from './admin-seed';

// Only the session lookup is replaced; every query runs on real Postgres.
let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const ROOT = path.resolve(import.meta.dirname, '../..');
const { stopSender } = await import('../../lib/data/runs/enqueue');

useTestDatabase();
afterAll(() => stopSender());

const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Calls a page or layout as Next would and reports whether it answered with the not-found page. */
async function answer(render: () => unknown): Promise<'not-found' | 'rendered'> {
  try {
    await render();
    return 'rendered';
  } catch (error) {
    if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not-found';
    throw error;
  }
}

let writer: Caller;
let admin: Caller;
let ids: { roundId: string; runId: string };

beforeAll(async () => {
  const w = await makeUser('writer@example.com');
  const a = await db().user.create({
    data: { email: 'admin@example.com', name: 'Ada', passwordHash: 'x', role: 'admin' },
  });
  writer = { id: w.id, email: w.email, name: w.name, role: 'writer', locale: 'en' };
  admin = { id: a.id, email: a.email, name: a.name, role: 'admin', locale: 'en' };
  const project = await makeProject(w.id, 'story');
  const round = await seedRound({ projectId: project.id, stageKey: 'samples' });
  const run = await seedFailedRun(project.id);
  ids = { roundId: round.roundId, runId: run.id };
});

const pages = walk(path.join(ROOT, 'app/admin')).filter((f) => /\/(page|layout)\.tsx$/.test(f));
const routes = walk(path.join(ROOT, 'app/api/admin')).filter((f) => f.endsWith('/route.ts'));

describe.each([
  ['a writer', () => writer],
  ['a signed-out visitor', () => null],
])('%s gets not found from every admin page, route and action', (_who, who) => {
  it('pages and layouts', async () => {
    current = who();
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const file of pages) {
      const { default: Page } = await import(file);
      const props = {
        params: Promise.resolve({ roundId: ids.roundId }),
        searchParams: Promise.resolve({}),
        children: null,
      };
      expect(await answer(() => Page(props)), path.relative(ROOT, file)).toBe('not-found');
    }
  });

  it('route handlers', async () => {
    current = who();
    expect(routes.length).toBeGreaterThanOrEqual(1);
    for (const file of routes) {
      const mod = await import(file);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => typeof mod[m] === 'function')) {
        const response: Response = await mod[method](
          new Request(`http://localhost/api/admin/x?template=story`, { method }),
        );
        expect(response.status, `${method} ${path.relative(ROOT, file)}`).toBe(404);
        expect(await response.text()).not.toContain('round_id');
      }
    }
  });

  it('server actions, without side effects', async () => {
    current = who();
    const actions = Object.entries(await import('../../lib/actions/admin')).filter(
      ([, fn]) => typeof fn === 'function',
    );
    expect(actions.length).toBeGreaterThanOrEqual(1);
    for (const [name, action] of actions) {
      expect(await (action as (i: unknown) => Promise<unknown>)({ runId: ids.runId }), name).toMatchObject({
        ok: false,
        code: 'not_found',
      });
    }
    expect((await db().run.findUniqueOrThrow({ where: { id: ids.runId } })).status).toBe('failed');
    expect(await db().auditLog.count()).toBe(0);
  });
});

describe('an admin', () => {
  it('is let through by the same pages and routes', async () => {
    current = admin;
    const layout = (await import('../../app/admin/layout')).default;
    expect(await answer(() => layout({ children: null }))).toBe('rendered');
    const csv = (await import('../../app/api/admin/rounds/csv/route')).GET;
    const response = await csv(new Request('http://localhost/api/admin/rounds/csv'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(ids.roundId);
  });
});
