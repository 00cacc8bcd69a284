import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portIsFree } from '../../../lib/runtime/ports';
import { isAlive, waitForExit } from '../../../lib/runtime/processes';
import { freePort, LauncherProcess } from '../../support/launcher';
import { waitFor } from '../../support/wait';

// The real launcher (`npm run dev`, which skips the production build) on ports of its own: a killed
// worker comes back while the web keeps serving, and a launcher killed outright leaves nothing that
// the next start cannot clean up.
const launchers: LauncherProcess[] = [];
let ports: { web: number; pg: number };

beforeAll(async () => {
  ports = { web: await freePort(), pg: await freePort() };
});

afterAll(async () => {
  for (const l of launchers) l.forceCleanUp();
  await new Promise((r) => setTimeout(r, 500));
  if (launchers[0]) fs.rmSync(path.dirname(launchers[0].pgDir), { recursive: true, force: true });
  for (const l of launchers) fs.rmSync(l.lockFile, { force: true });
});

const signIn = () => fetch(`http://127.0.0.1:${ports.web}/sign-in`, { redirect: 'manual' }).then((r) => r.status);
const STARTED = /StoryFold is running/;

describe('the launcher supervises its processes', () => {
  it('restarts a worker killed with SIGKILL while the web keeps serving; the next start cleans up after a killed launcher', async () => {
    const first = new LauncherProcess(ports);
    launchers.push(first);
    await first.waitForOutput(STARTED, 150_000);
    const { web, worker } = first.record()!.children;

    process.kill(worker.pid, 'SIGKILL');
    const restarted = await waitFor(
      'a restarted worker',
      async () => {
        const now = first.record()?.children.worker;
        return now && now.pid !== worker.pid && isAlive(now.pid) ? now : null;
      },
      20_000,
      200,
    );
    expect(first.output()).toMatch(/worker exited unexpectedly \(signal SIGKILL\) after \d+ s; restarting in 1 s/);
    await waitFor(
      'the new worker to be ready',
      async () => (first.output().match(/\[worker\] .* ready/g) ?? []).length >= 2,
      30_000,
      200,
    );
    expect(first.record()!.children.web.pid).toBe(web.pid);
    expect(await signIn()).toBe(200);

    // The launcher killed outright: its children stop on their own, its Postgres stays behind.
    const launcherPid = first.record()!.launcher.pid;
    process.kill(launcherPid, 'SIGKILL');
    await first.exited;
    const orphanPg = first.postmasterPid()!;
    expect(isAlive(orphanPg)).toBe(true);

    const second = new LauncherProcess(ports);
    launchers.push(second);
    await second.waitForOutput(STARTED, 120_000);
    expect(second.output()).toContain(
      `Stopping the embedded Postgres left running by a previous launcher (pid ${orphanPg})`,
    );
    expect(isAlive(orphanPg)).toBe(false);
    expect(isAlive(web.pid) || isAlive(restarted.pid)).toBe(false);
    expect(await signIn()).toBe(200);

    // SIGTERM stops web, worker and Postgres, and releases the record.
    const secondChildren = Object.values(second.record()!.children).map((c) => c.pid);
    process.kill(second.proc.pid!, 'SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('[storyfold] Stopped.');
    expect(fs.existsSync(second.lockFile)).toBe(false);
    for (const pid of secondChildren) expect(await waitForExit(pid, 5000)).toBe(true);
    expect(await portIsFree(ports.pg)).toBe(true);
    expect(await portIsFree(ports.web)).toBe(true);
  }, 360_000);
});
