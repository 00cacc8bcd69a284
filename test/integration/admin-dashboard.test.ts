import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import type { Caller } from '../../lib/auth/session';
import { seedFailedRun, seedRound } from './admin-seed';

let current: Caller | null = null;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { retryFailedRun } = await import('../../lib/actions/admin');
const { stopSender } = await import('../../lib/data/runs/enqueue');
const { listAdminRounds } = await import('../../lib/data/admin/rounds');
const { parseRoundFilter, ROUND_PAGE_SIZE } = await import('../../lib/data/admin/round-filter');
const { getAdminRound } = await import('../../lib/data/admin/round-detail');
const { listFailedRuns } = await import('../../lib/data/admin/failed-runs');
const { listAuditLog } = await import('../../lib/data/admin/audit-log');
const { GET: csvRoute } = await import('../../app/api/admin/rounds/csv/route');

const database = useTestDatabase();
afterAll(() => stopSender());

let admin: Caller;
const seeded: {
  id: string;
  template: string;
  stage: string;
  engine: string;
  roles: string[];
  decision: string | null;
  stopReason: string | null;
  owner: string;
  day: string;
  status: string;
  projectId: string;
}[] = [];
let detailRoundId: string;

const rounds = (params: Record<string, string>) => listAdminRounds(db(), parseRoundFilter(params));

beforeAll(async () => {
  const a = await db().user.create({
    data: { email: 'root@example.com', name: 'Root', passwordHash: 'x', role: 'admin' },
  });
  admin = { id: a.id, email: a.email, name: a.name, role: 'admin', locale: 'en' };
  const mei = await makeUser('mei@example.com');
  const tom = await db().user.create({
    data: { email: 'tom@example.com', name: 'Tom "T" =SUM(1), Jr.', passwordHash: 'x' },
  });
  const story = await makeProject(mei.id, 'story');
  const paper = await makeProject(tom.id, 'paper');
  await db().project.update({ where: { id: paper.id }, data: { title: 'Ethnography, "field" notes\nvol. 2' } });
  const plan: [string, string, string, 'model' | 'offline', string[], string | null, string | null, string, string][] =
    [
      [story.id, 'story', 'samples', 'offline', ['lint'], 'accept_all', null, 'mei', '2026-03-01'],
      [
        story.id,
        'story',
        'final',
        'model',
        ['red', 'blue', 'judge'],
        'accept_policy',
        'max_rounds',
        'mei',
        '2026-03-02',
      ],
      [story.id, 'story', 'samples', 'model', ['red', 'lint'], 'done', 'no_suggestions', 'mei', '2026-03-03'],
      [paper.id, 'paper', 'sections', 'model', ['section'], 'accept_selected', null, 'tom', '2026-03-02'],
      [paper.id, 'paper', 'review', 'offline', ['global', 'lint'], null, null, 'tom', '2026-03-04'],
    ];
  for (const [projectId, template, stage, engine, roles, decision, stopReason, owner, day] of plan) {
    const r = await seedRound({
      projectId,
      stageKey: stage,
      engine,
      roles,
      decision,
      stopReason,
      createdAt: new Date(`${day}T12:00:00Z`),
      model: engine === 'model' ? 'gpt-test' : 'offline',
      tokens: { input: 1000, output: 500 },
    });
    seeded.push({
      id: r.roundId,
      template,
      stage,
      engine,
      roles,
      decision,
      stopReason,
      owner,
      day,
      status: 'revised',
      projectId,
    });
  }
  for (const [i, status] of [
    [1, 'rolled_back'],
    [4, 'assessed'],
  ] as const) {
    await db().round.update({ where: { id: seeded[i].id }, data: { status } });
    seeded[i].status = status;
  }
  detailRoundId = seeded[0].id;
});

beforeEach(() => {
  current = admin;
});

describe('the admin rounds table', () => {
  it('returns exactly the rounds each filter matches, newest first', async () => {
    const cases: [Record<string, string>, (s: (typeof seeded)[number]) => boolean][] = [
      [{}, () => true],
      [{ template: 'paper' }, (s) => s.template === 'paper'],
      [{ stage: 'samples' }, (s) => s.stage === 'samples'],
      [{ engine: 'offline' }, (s) => s.engine === 'offline'],
      [{ role: 'lint' }, (s) => s.roles.includes('lint')],
      [{ decision: 'accept_policy' }, (s) => s.decision === 'accept_policy'],
      [{ decision: 'none' }, (s) => s.decision === null],
      [{ stopReason: 'max_rounds' }, (s) => s.stopReason === 'max_rounds'],
      [{ stopReason: 'none' }, (s) => s.stopReason === null],
      [{ status: 'rolled_back' }, (s) => s.status === 'rolled_back'],
      [{ status: 'revised' }, (s) => s.status === 'revised'],
      [{ status: 'revised', template: 'paper' }, (s) => s.status === 'revised' && s.template === 'paper'],
      [{ status: 'unknown_status' }, () => true],
      [{ project: seeded[3].projectId }, (s) => s.projectId === seeded[3].projectId],
      [{ project: 'not an id' }, () => true],
      [{ owner: 'TOM@' }, (s) => s.owner === 'tom'],
      [{ owner: 'mei' }, (s) => s.owner === 'mei'],
      [{ from: '2026-03-02', to: '2026-03-03' }, (s) => s.day >= '2026-03-02' && s.day <= '2026-03-03'],
      [
        { template: 'story', engine: 'model', role: 'red' },
        (s) => s.template === 'story' && s.engine === 'model' && s.roles.includes('red'),
      ],
      [{ template: 'bogus', stage: 'nope', page: '-3' }, () => true],
    ];
    for (const [params, match] of cases) {
      const page = await rounds(params);
      const expected = seeded
        .filter(match)
        .sort((a, b) => b.day.localeCompare(a.day) || b.id.localeCompare(a.id))
        .map((s) => s.id);
      expect(
        page.rows.map((r) => r.id),
        JSON.stringify(params),
      ).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
    expect((await rounds({ sort: 'asc' })).rows[0].id).toBe(seeded[0].id);
  });

  it('pages on the server', async () => {
    const story = await db().project.findFirstOrThrow({ where: { template: 'story' } });
    for (let i = 0; i < ROUND_PAGE_SIZE + 3; i++)
      await seedRound({
        projectId: story.id,
        stageKey: 'brief',
        createdAt: new Date(`2025-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`),
      });
    const first = await rounds({ stage: 'brief' });
    const second = await rounds({ stage: 'brief', page: '2' });
    expect(first.rows).toHaveLength(ROUND_PAGE_SIZE);
    expect(second.rows).toHaveLength(3);
    expect(first.pageCount).toBe(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(ROUND_PAGE_SIZE + 3);
  });

  it('opens a round with its suggestions, anchors, decision, diff and model calls', async () => {
    const round = await getAdminRound(db(), detailRoundId);
    expect(round).toMatchObject({
      decision: 'accept_all',
      stageKey: 'samples',
      owner: { email: 'mei@example.com' },
      project: { template: 'story' },
    });
    const anchored = round.suggestions.find((s) => s.anchor);
    expect(anchored).toMatchObject({ status: 'resolved', priority: 'high', anchor: { quote: 'the lamp stayed dark' } });
    expect(round.suggestions.map((s) => s.status)).toContain('rejected');
    expect(round.changes).toHaveLength(1);
    expect(round.changes[0].before!.text).toContain('the lamp stayed dark');
    expect(round.changes[0].after).toMatchObject({ source: 'revision', number: 2 });
    expect(round.modelCalls.map((c) => [c.role, c.attempts, c.outcome, c.errorCode])).toEqual([
      ['reviewer', 2, 'ok', null],
      ['reviser', 3, 'error', 'rate_limited'],
    ]);
    await expect(getAdminRound(db(), 'nonexistentroundid000000')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the CSV export', () => {
  it('has the filtered rows, escaped so titles with commas, quotes, line breaks and formulas survive', async () => {
    const response = await csvRoute(new Request('http://localhost/api/admin/rounds/csv?template=paper'));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="storyfold-rounds-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read the UTF-8 as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('round_id,created_at,')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    // Two paper rounds; the title's line break stays inside its quoted field.
    expect(text.match(/\r\n/g)).toHaveLength(3);
    expect(text).toContain('"Ethnography, ""field"" notes\nvol. 2"');
    expect(text).toContain('"Tom ""T"" =SUM(1), Jr."');
    for (const s of seeded) expect(text.includes(s.id)).toBe(s.template === 'paper');
  });

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const { csvField } = await import('../../lib/data/admin/rounds-csv');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe(`'+1`);
    expect(csvField('@cmd')).toBe(`'@cmd`);
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField('plain')).toBe('plain');
  });
});

describe('retrying a failed run', () => {
  it('re-enqueues it, returns the project to the state that failed, and records who did it', async () => {
    const owner = await makeUser('failing@example.com');
    const project = await makeProject(owner.id, 'story');
    const run = await seedFailedRun(project.id);
    expect((await listFailedRuns(db(), 1)).rows.find((r) => r.id === run.id)).toMatchObject({
      errorMessage: run.errorMessage,
      blocked: false,
      stageKey: 'brief',
    });

    expect(await retryFailedRun({ runId: run.id })).toEqual({ ok: true, data: { runId: run.id } });
    expect(await db().run.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({
      status: 'queued',
      errorCode: null,
      errorMessage: null,
    });
    expect(await db().project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({
      state: 'brief:generating',
      failedStage: null,
    });
    const jobs = await db().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'runId' = $1`,
      run.id,
    );
    expect(jobs[0].n).toBe(1);
    const [entry] = (await listAuditLog(db(), 1)).rows;
    expect(entry).toMatchObject({
      action: 'run.retry',
      targetType: 'run',
      targetId: run.id,
      actor: { email: 'root@example.com' },
      details: { projectId: project.id, errorCode: 'model_unavailable' },
    });
    expect((await listFailedRuns(db(), 1)).rows.some((r) => r.id === run.id)).toBe(false);

    // Not failed any more: a second click finds nothing to retry, and nothing more is logged.
    expect(await retryFailedRun({ runId: run.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await db().auditLog.count({ where: { targetId: run.id } })).toBe(1);
  });

  it('is refused while the project has another run going', async () => {
    const owner = await makeUser('busy@example.com');
    const project = await makeProject(owner.id, 'story');
    const failed = await seedFailedRun(project.id);
    await db().run.create({ data: { projectId: project.id, kind: 'loop.round', status: 'running' } });
    expect((await listFailedRuns(db(), 1)).rows.find((r) => r.id === failed.id)?.blocked).toBe(true);
    expect(await retryFailedRun({ runId: failed.id })).toMatchObject({ ok: false, code: 'conflict' });
    expect((await db().run.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe('failed');
    expect(await db().auditLog.count({ where: { targetId: failed.id } })).toBe(0);
    expect(database.url()).toContain('t_');
  });
});
