import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import type { Caller } from '../../lib/auth/session';
import { seedFailedRun, seedRound } from './admin-seed';

// Every route that is asked for something by id or key, walked as someone who may not see it: each must
// answer 404. A page counts only if the 404 comes from a module Next renders before it sends the status
// line — once a page streams behind a loading boundary, its notFound() can no longer change a 200.

let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));

useTestDatabase();

const APP = path.resolve(import.meta.dirname, '../../app');
const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404';
const caller = (u: { id: string; email: string; name: string }, role: 'writer' | 'admin' = 'writer'): Caller => ({
  ...u,
  role,
  locale: 'en',
});

function routeFiles(dir = ''): string[] {
  return fs.readdirSync(path.join(APP, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(rel);
    return entry.name === 'page.tsx' || entry.name === 'route.ts' ? [rel] : [];
  });
}

/** Routes that look something up: a dynamic segment, or anything under admin (hidden from all but admins). */
const WALKED = routeFiles().filter(
  (f) => (f.includes('[') || f.includes('admin/')) && !f.startsWith('api/auth/[...nextauth]'),
);

/** Layouts from the top down to the first loading boundary, then the page if no boundary sits above it. */
function modulesBeforeStreaming(page: string): string[] {
  const segments = path.posix.dirname(page).split('/');
  const modules: string[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const dir = segments.slice(0, i).join('/');
    if (fs.existsSync(path.join(APP, dir, 'layout.tsx'))) modules.push(`${dir}/layout.tsx`);
    if (fs.existsSync(path.join(APP, dir, 'loading.tsx'))) return modules;
  }
  return [...modules, page];
}

async function pageAnswer(page: string, params: Record<string, string>): Promise<string> {
  for (const file of modulesBeforeStreaming(page)) {
    const render = (await import(path.join(APP, file))).default;
    try {
      await render({ params: Promise.resolve(params), searchParams: Promise.resolve({}), children: null });
    } catch (error) {
      if ((error as { digest?: string }).digest === NOT_FOUND) return `404 from ${file}`;
      throw error;
    }
  }
  return 'rendered';
}

async function routeAnswer(route: string, params: Record<string, string>): Promise<string> {
  const { GET } = await import(path.join(APP, route));
  const response: Response = await GET(new Request('http://localhost/walk'), { params: Promise.resolve(params) });
  return response.status === 404 ? '404' : `status ${response.status}`;
}

type Case = { as: 'stranger' | 'admin'; params: Record<string, string> };
let cases: Record<string, Case[]>;
let stranger: Caller;
let admin: Caller;

beforeAll(async () => {
  const alice = await makeUser('alice@example.com');
  const bob = await makeUser('bob@example.com');
  const root = await db().user.create({
    data: { email: 'root@example.com', name: 'root', passwordHash: 'x', role: 'admin' },
  });
  stranger = caller(bob);
  admin = caller(root, 'admin');
  const theirs = (await makeProject(alice.id, 'story')).id;
  const own = (await makeProject(bob.id, 'story')).id;
  const { roundId } = await seedRound({ projectId: theirs, stageKey: 'samples' });
  const run = await seedFailedRun(theirs);
  const version = await db().version.findFirstOrThrow({ where: { projectId: theirs } });
  const missing = 'nonexistentid00000000000';
  const s = (params: Record<string, string>): Case => ({ as: 'stranger', params });
  const a = (params: Record<string, string>): Case => ({ as: 'admin', params });
  cases = {
    '(workspace)/projects/[projectId]/page.tsx': [s({ projectId: theirs }), s({ projectId: missing })],
    '(workspace)/projects/[projectId]/share/page.tsx': [s({ projectId: theirs })],
    '(workspace)/projects/[projectId]/stages/[stageKey]/page.tsx': [
      s({ projectId: theirs, stageKey: 'brief' }),
      s({ projectId: own, stageKey: 'no-such-stage' }),
    ],
    'share/[token]/page.tsx': [s({ token: 'A'.repeat(43) }), s({ token: '../../etc/passwd' })],
    'admin/page.tsx': [s({})],
    'admin/rounds/page.tsx': [s({})],
    'admin/rounds/[roundId]/page.tsx': [s({ roundId }), a({ roundId: missing })],
    'admin/runs/page.tsx': [s({})],
    'admin/runs/[runId]/page.tsx': [s({ runId: run.id }), a({ runId: missing })],
    'admin/prices/page.tsx': [s({})],
    'admin/usage/page.tsx': [s({})],
    'admin/audit/page.tsx': [s({})],
    'admin/users/page.tsx': [s({})],
    'api/admin/rounds/csv/route.ts': [s({})],
    'api/projects/[projectId]/bible/route.ts': [s({ projectId: theirs })],
    'api/projects/[projectId]/continuity/route.ts': [s({ projectId: theirs })],
    'api/projects/[projectId]/estimate/route.ts': [s({ projectId: theirs })],
    'api/projects/[projectId]/export/route.ts': [s({ projectId: theirs })],
    'api/projects/[projectId]/rounds/[roundId]/diff/route.ts': [s({ projectId: theirs, roundId })],
    'api/projects/[projectId]/runs/[runId]/route.ts': [s({ projectId: theirs, runId: run.id })],
    'api/projects/[projectId]/stages/[stageKey]/editor-docx/route.ts': [
      s({ projectId: theirs, stageKey: 'samples' }),
      s({ projectId: own, stageKey: 'no-such-stage' }),
    ],
    'api/projects/[projectId]/stages/[stageKey]/loops/route.ts': [s({ projectId: theirs, stageKey: 'samples' })],
    'api/projects/[projectId]/variants/[runId]/route.ts': [s({ projectId: theirs, runId: run.id })],
    'api/projects/[projectId]/versions/[versionId]/route.ts': [s({ projectId: theirs, versionId: version.id })],
    'api/projects/[projectId]/versions/route.ts': [s({ projectId: theirs })],
    'api/projects/[projectId]/sections/[sectionId]/route.ts': [
      s({ projectId: theirs, sectionId: missing }),
      s({ projectId: own, sectionId: missing }),
    ],
  };
});

describe('every route that does not find what it was asked for', () => {
  it('has a case in this walk (a new route must be added here)', () => {
    expect(WALKED.sort()).toEqual(Object.keys(cases).sort());
  });

  it('answers 404, before anything streams', async () => {
    const answers: Record<string, string[]> = {};
    for (const file of WALKED) {
      answers[file] = [];
      for (const c of cases[file]) {
        current = c.as === 'admin' ? admin : stranger;
        const answer = file.endsWith('route.ts') ? await routeAnswer(file, c.params) : await pageAnswer(file, c.params);
        answers[file].push(answer.startsWith('404') ? '404' : `${answer} for ${JSON.stringify(c)}`);
      }
    }
    expect(answers).toEqual(Object.fromEntries(WALKED.map((f) => [f, cases[f].map(() => '404')])));
  });
});
