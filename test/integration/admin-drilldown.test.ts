import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { seedFailedRun, seedRound } from './admin-seed';
import { latencyBy } from '../../lib/data/admin/latency';
import { offlineWork } from '../../lib/data/admin/offline-work';
import { getAdminRun, listFailedRuns } from '../../lib/data/admin/failed-runs';
import { listAuditLog } from '../../lib/data/admin/audit-log';

useTestDatabase();

const FROM = new Date('2026-04-01T00:00:00Z');
const TO = new Date('2026-04-03T00:00:00Z');
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/** Continuous percentile as Postgres's percentile_cont computes it, for the expected values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low] + (sorted[Math.ceil(rank)] - sorted[low]) * (rank - low);
}

let projectId: string;

beforeAll(async () => {
  const mei = await makeUser('mei@example.com');
  projectId = (await makeProject(mei.id, 'story')).id;
  const call = (model: string, role: string, latencyMs: number, outcome: string, day: string) => ({
    projectId,
    model,
    role,
    latencyMs,
    outcome,
    engine: 'model' as const,
    provider: 'test',
    errorCode: outcome === 'error' ? 'timeout' : null,
    createdAt: at(day),
  });
  await db().modelCall.createMany({
    data: [
      // gpt-a: 10 calls over two days, 2 errors.
      ...[100, 200, 300, 400, 500].map((ms) => call('gpt-a', 'writer', ms, 'ok', '2026-04-01')),
      ...[600, 700, 800].map((ms) => call('gpt-a', 'reviewer', ms, 'ok', '2026-04-02')),
      call('gpt-a', 'writer', 900, 'error', '2026-04-02'),
      call('gpt-a', 'reviewer', 1000, 'error', '2026-04-02'),
      // gpt-b: 3 calls, none failed.
      ...[50, 60, 70].map((ms) => call('gpt-b', 'writer', ms, 'ok', '2026-04-01')),
      // Neither answered nor failed: left out of latency and error rate.
      call('gpt-b', 'writer', 99_999, 'cancelled', '2026-04-01'),
      call('gpt-b', 'writer', 0, 'started', '2026-04-01'),
      // Outside the period.
      call('gpt-a', 'writer', 5000, 'error', '2026-04-03'),
    ],
  });
});

describe('latency and error rate', () => {
  it('per model: p50, p95 and the share of calls that failed, from the seeded calls', async () => {
    const { lines } = await latencyBy(db(), 'model', FROM, TO);
    const a = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    const b = [50, 60, 70];
    expect(lines).toEqual([
      { key: 'gpt-a', calls: 10, errors: 2, errorRate: 0.2, p50Ms: percentile(a, 0.5), p95Ms: percentile(a, 0.95) },
      { key: 'gpt-b', calls: 3, errors: 0, errorRate: 0, p50Ms: percentile(b, 0.5), p95Ms: percentile(b, 0.95) },
    ]);
    expect(lines[0].p50Ms).toBe(550);
    expect(lines[0].p95Ms).toBeCloseTo(955);
  });

  it('per role and per day, so the charts show how each changed over time', async () => {
    const { lines, byDay } = await latencyBy(db(), 'role', FROM, TO);
    expect(lines.map((l) => [l.key, l.calls, l.errors])).toEqual([
      ['writer', 9, 1],
      ['reviewer', 4, 1],
    ]);
    expect(byDay.map((d) => [d.day, d.key, d.calls, d.errors, d.errorRate])).toEqual([
      ['2026-04-01', 'writer', 8, 0, 0],
      ['2026-04-02', 'reviewer', 4, 1, 0.25],
      ['2026-04-02', 'writer', 1, 1, 1],
    ]);
    expect(byDay.find((d) => d.day === '2026-04-02' && d.key === 'reviewer')!.p50Ms).toBe(750);
  });

  it('is empty for a period with no calls', async () => {
    expect(await latencyBy(db(), 'model', at('2020-01-01', 0), at('2020-01-02', 0))).toEqual({ lines: [], byDay: [] });
  });
});

describe('offline engine work', () => {
  it('counts the texts, rounds and findings of the offline engine in the period, and nothing of the model', async () => {
    const before = await offlineWork(db(), FROM, TO);
    expect(before).toEqual({ texts: 0, rounds: 0, findings: 0 });
    await seedRound({ projectId, stageKey: 'samples', engine: 'offline', createdAt: at('2026-04-02') });
    await seedRound({ projectId, stageKey: 'samples', engine: 'model', createdAt: at('2026-04-02') });
    // The seed dates its rounds; the texts are dated with them here.
    await db().version.updateMany({ where: { projectId }, data: { createdAt: at('2026-04-02') } });
    await seedRound({ projectId, stageKey: 'samples', engine: 'offline', createdAt: at('2026-05-02') });
    const work = await offlineWork(db(), FROM, TO);
    const suggestions = await db().suggestion.count({
      where: { round: { engine: 'offline', createdAt: { gte: FROM, lt: TO } } },
    });
    // Each seeded round wrote two texts (the passage and its revision) with the round's engine.
    expect(work).toEqual({ texts: 2, rounds: 1, findings: suggestions });
    expect(suggestions).toBeGreaterThan(0);
  });
});

describe('a failed run', () => {
  it('opens on its steps and every model call, counting attempts as the requests the reason speaks of', async () => {
    const run = await seedFailedRun(projectId, 'brief', 'The model did not answer. Attempts: 2.');
    await db().runStep.create({ data: { runId: run.id, key: 'outline', createdAt: at('2026-04-01', 9) } });
    await db().runStep.create({ data: { runId: run.id, key: 'brief', createdAt: at('2026-04-01', 8) } });
    const call = { projectId, runId: run.id, role: 'writer', engine: 'model' as const, provider: 'test', model: 'm' };
    await db().modelCall.createMany({
      data: [
        {
          ...call,
          attempts: 1,
          outcome: 'ok',
          latencyMs: 300,
          inputTokens: 10,
          outputTokens: 5,
          createdAt: at('2026-04-01', 8),
        },
        {
          ...call,
          attempts: 2,
          outcome: 'error',
          errorCode: 'timeout',
          latencyMs: 30_000,
          createdAt: at('2026-04-01', 11),
        },
      ],
    });

    const detail = await getAdminRun(db(), run.id);
    expect(detail).toMatchObject({ status: 'failed', attempts: 2, starts: 3, project: { id: projectId } });
    expect(detail.steps.map((s) => s.key)).toEqual(['brief', 'outline']);
    expect(detail.modelCalls.map((c) => [c.outcome, c.latencyMs, c.inputTokens, c.attempts, c.errorCode])).toEqual([
      ['ok', 300, 10, 1, null],
      ['error', 30_000, 0, 2, 'timeout'],
    ]);
    const listed = (await listFailedRuns(db(), 1)).rows.find((r) => r.id === run.id)!;
    expect([listed.attempts, listed.starts]).toEqual([detail.attempts, detail.starts]);
    expect(listed.owner.id).toBe(detail.owner.id);

    await expect(getAdminRun(db(), 'nonexistentrunid00000000')).rejects.toMatchObject({ code: 'not_found' });
    await expect(getAdminRun(db(), '../etc')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the audit log', () => {
  it('resolves the user and project each entry names, so the page can link them', async () => {
    const admin = await makeUser('root@example.com');
    const target = await makeUser('target@example.com');
    await db().auditLog.createMany({
      data: [
        { actorId: admin.id, action: 'user.password_reset', targetType: 'user', targetId: target.id },
        { actorId: admin.id, action: 'run.retry', targetType: 'run', targetId: 'r1', details: { projectId } },
        { actorId: admin.id, action: 'run.retry', targetType: 'run', targetId: 'r2', details: { projectId: 'gone' } },
      ],
    });
    const { rows } = await listAuditLog(db(), 1);
    const byTarget = new Map(rows.map((r) => [r.targetId, r]));
    expect(byTarget.get(target.id)).toMatchObject({
      actor: { id: admin.id },
      targetUser: { id: target.id },
      project: null,
    });
    expect(byTarget.get('r1')).toMatchObject({ targetUser: null, project: { id: projectId } });
    expect(byTarget.get('r2')).toMatchObject({ project: null });
  });
});
