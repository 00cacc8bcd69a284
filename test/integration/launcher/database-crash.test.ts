import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnectDb, db } from '../../../lib/db';
import { resetEnvCache } from '../../../lib/env';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { embeddedUrl } from '../../../lib/runtime/postgres';
import { isAlive } from '../../../lib/runtime/processes';
import { freePort, LauncherProcess } from '../../support/launcher';
import { makeProject, makeUser } from '../../support/projects';
import { waitFor } from '../../support/wait';

// The real launcher (`npm run dev`) and its embedded Postgres killed with SIGKILL while writers save:
// the launcher restarts it, web and worker carry on without a restart of their own, and every save that
// was acknowledged is there afterwards. Then readiness while the database is paused (SIGSTOP).
let launcher: LauncherProcess;
let ports: { web: number; pg: number };

beforeAll(async () => {
  ports = { web: await freePort(), pg: await freePort() };
  launcher = new LauncherProcess(ports);
  await launcher.waitForOutput(/StoryFold is running/, 150_000);
  process.env.DATABASE_URL = embeddedUrl(ports.pg, 'storyfold');
  resetEnvCache();
}, 160_000);

afterAll(async () => {
  // A pool connection that was inside a transaction when the server died is never handed back, so
  // the pool's end would wait for it forever; the process ends anyway.
  await Promise.race([disconnectDb(), sleep(2000)]);
  const pg = launcher.postmasterPid();
  if (pg && isAlive(pg)) process.kill(pg, 'SIGCONT');
  if (process.env.SHOW_LAUNCHER) console.log(launcher.output());
  launcher.forceCleanUp();
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(path.dirname(launcher.pgDir), { recursive: true, force: true });
  fs.rmSync(launcher.lockFile, { force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ready = () =>
  fetch(`http://127.0.0.1:${ports.web}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() }));
interface Acknowledged {
  sectionId: string;
  text: string;
}

/** One writer saving its section in a loop; a failed save is retried from the section as it stands. */
async function writer(scope: { ownerId: string; projectId: string }, sectionId: string, until: () => boolean) {
  const acknowledged: Acknowledged[] = [];
  let baseVersion = (await db().section.findUniqueOrThrow({ where: { id: sectionId } })).version;
  for (let n = 0; !until(); n++) {
    const text = `Save ${n} of ${sectionId} at ${Date.now()}.`;
    try {
      const saved = await saveSectionText({ db: db(), ...scope }, { sectionId, baseVersion, text });
      acknowledged.push({ sectionId, text });
      baseVersion = saved.version;
    } catch {
      await sleep(100);
      baseVersion = await db()
        .section.findUnique({ where: { id: sectionId } })
        .then((s) => s?.version ?? baseVersion)
        .catch(() => baseVersion);
    }
  }
  return acknowledged;
}

describe('a database crash under the launcher', () => {
  it('is recovered by the launcher with every acknowledged save kept; web and worker reconnect by themselves', async () => {
    const { web, worker } = launcher.record()!.children;
    expect((await ready()).status).toBe(200);
    const owner = await makeUser('crash@example.com');
    const project = await makeProject(owner.id, 'story');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: project.id, key: 'final' } });
    const sections = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        db().section.create({
          data: {
            projectId: project.id,
            stageId: stage.id,
            position: n,
            displayNumber: String(n),
            title: `Part ${n}`,
            targetLength: 500,
          },
        }),
      ),
    );

    let done = false;
    const writers = sections.map((s) => writer({ ownerId: owner.id, projectId: project.id }, s.id, () => done));
    await sleep(1500);
    const killedAt = Date.now();
    process.kill(launcher.postmasterPid()!, 'SIGKILL');
    await launcher.waitForOutput(/Postgres is back after/, 60_000);
    const recovered = await waitFor(
      'a save after the crash',
      async () => {
        const probe = await db().$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`.catch(() => null);
        return probe ? Date.now() : null;
      },
      30_000,
      50,
    );
    console.log(`recovery: ${recovered - killedAt} ms from SIGKILL to a query answered`);
    await sleep(1500);
    done = true;
    const acknowledged = (await Promise.all(writers)).flat();

    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await db().version.findMany({
      where: { sectionId: { in: sections.map((s) => s.id) } },
      select: { sectionId: true, text: true },
    });
    const present = new Set(stored.map((v) => `${v.sectionId}\n${v.text}`));
    const lost = acknowledged.filter((a) => !present.has(`${a.sectionId}\n${a.text}`));
    expect(lost).toEqual([]);
    expect(launcher.output()).toMatch(/Postgres exited unexpectedly \(signal SIGKILL\); restarting in/);

    // Neither web nor worker was restarted; the worker beats again and the web answers from the database.
    expect(launcher.record()!.children).toEqual({ web, worker });
    const afterRecovery = new Date();
    await waitFor(
      'a worker heartbeat after the recovery',
      async () => (await db().workerHeartbeat.findFirst({ where: { beatAt: { gt: afterRecovery } } })) !== null,
      20_000,
      250,
    );
    expect((await ready()).status).toBe(200);
  }, 180_000);

  it('answers not ready (503) within the probe bound while the database is paused, and ready once it resumes', async () => {
    const pg = launcher.postmasterPid()!;
    process.kill(pg, 'SIGSTOP');
    try {
      const started = Date.now();
      const paused = await ready();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(paused).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { database: 'failing', migrations: 'failing', worker: 'failing' } },
      });
      const health = await fetch(`http://127.0.0.1:${ports.web}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      process.kill(pg, 'SIGCONT');
    }
    expect(await waitFor('ready again', async () => (await ready()).status === 200, 15_000, 250)).toBe(true);
  }, 60_000);

  it('stops on Ctrl-C (SIGINT to its process group) in under 5 s, saying "Stopped." and printing no stack', async () => {
    const before = launcher.output().length;
    const started = Date.now();
    process.kill(-launcher.proc.pid!, 'SIGINT');
    expect(await launcher.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    const tail = launcher.output().slice(before);
    expect(tail).toContain('[storyfold] Stopped.');
    expect(tail).not.toMatch(/^\s+at /m);
  }, 20_000);
});
