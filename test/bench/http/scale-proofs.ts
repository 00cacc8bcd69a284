import { createProject } from '../../../lib/data/projects/projects';
import { db } from '../../../lib/db';
import { templateOf } from '../../../lib/workflow/templates';
import { actionRequest, actionResult, timedFetch, type Session } from './client';

// What must hold with two web processes and two workers on one database: a session made on one is
// honoured by the other, a run started through one is followed to its end through the other, both
// workers take runs, and sign-in throttling counts the failures both processes saw.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const on = (session: Session, base: string): Session => ({ ...session, base });

async function offlineStory(ownerId: string, title: string): Promise<string> {
  const config = templateOf('story').config.parse({
    premise: 'A keeper lights the lamp for smugglers.',
    targetWords: 800,
  });
  return (
    await createProject(db(), ownerId, {
      template: 'story',
      title,
      mode: 'staged',
      engine: 'offline',
      config: config as Record<string, unknown>,
    })
  ).id;
}

async function startBrief(session: Session, projectId: string, generateAction: string): Promise<string> {
  const page = `/projects/${projectId}`;
  const reply = await timedFetch(
    session,
    page,
    actionRequest(generateAction, session.base, page, { projectId, stageKey: 'brief' }),
  );
  const result = actionResult(reply.body) as { ok: boolean; data?: { runId?: string } } | null;
  if (!result?.ok || !result.data?.runId)
    throw new Error(`starting a run failed (HTTP ${reply.status}): ${reply.body.slice(0, 200)}`);
  return result.data.runId;
}

/** The run's statuses as the other process reports them, until it has ended. */
async function followRun(session: Session, projectId: string, runId: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 600; i++) {
    const reply = await timedFetch(session, `/api/projects/${projectId}/runs/${runId}`);
    const status =
      reply.status === 200 ? (JSON.parse(reply.body) as { status: string }).status : `HTTP ${reply.status}`;
    if (seen.at(-1) !== status) seen.push(status);
    if (['succeeded', 'failed', 'cancelled'].includes(status)) return seen;
    await sleep(100);
  }
  throw new Error(`run ${runId} did not end; seen ${seen.join(' → ')}`);
}

export interface ScaleProofs {
  sessionOnOther: number;
  runSeenThroughOther: string[];
  workersThatTookRuns: number;
  runsSucceeded: string;
  throttledAfter: number | null;
}

export async function proveScaleOut(
  session: Session,
  bases: { a: string; b: string; proxy: string },
  ownerId: string,
  generateAction: string,
): Promise<ScaleProofs> {
  const sessionOnOther = (await timedFetch(on(session, bases.b), '/projects')).status;

  const first = await offlineStory(ownerId, 'Seen through the other');
  const runId = await startBrief(on(session, bases.a), first, generateAction);
  const runSeenThroughOther = await followRun(on(session, bases.b), first, runId);

  // Runs sent through the proxy, one per project (one model-calling run per project at a time).
  const projects = await Promise.all(Array.from({ length: 12 }, (_, i) => offlineStory(ownerId, `Worker share ${i}`)));
  const runs = await Promise.all(projects.map((p) => startBrief(on(session, bases.proxy), p, generateAction)));
  const ends = await Promise.all(runs.map((r, i) => followRun(on(session, bases.proxy), projects[i], r)));
  const rows = await db().run.findMany({ where: { id: { in: runs } }, select: { leaseOwner: true } });
  const workers = new Set(rows.map((r) => /^worker-(\d+)-/.exec(r.leaseOwner ?? '')?.[1]).filter(Boolean));

  return {
    sessionOnOther,
    runSeenThroughOther,
    workersThatTookRuns: workers.size,
    runsSucceeded: `${ends.filter((e) => e.at(-1) === 'succeeded').length} of ${runs.length}`,
    throttledAfter: await failuresUntilThrottled(bases),
  };
}

/** Wrong passwords for one account, alternating between the two processes: when is one refused as throttled? */
async function failuresUntilThrottled(bases: { a: string; b: string }): Promise<number | null> {
  const email = 'throttle@storyfold.local';
  await db().user.upsert({ where: { email }, create: { email, name: 'Throttle', passwordHash: 'x' }, update: {} });
  for (let attempt = 1; attempt <= 12; attempt++) {
    const base = attempt % 2 ? bases.a : bases.b;
    const csrf = await fetch(`${base}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const reply = await fetch(`${base}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ csrfToken, email, password: `wrong-${attempt}`, json: 'true' }),
    });
    const where = `${reply.headers.get('location') ?? ''} ${await reply.text()}`;
    if (where.includes('rate_limited')) return attempt;
  }
  return null;
}
