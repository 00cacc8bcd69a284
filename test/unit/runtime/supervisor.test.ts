import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from '../../../lib/runtime/processes';
import { Supervisor, type RestartPolicy } from '../../../lib/runtime/supervisor';
import { waitFor } from '../../support/wait';

const FAST: RestartPolicy = { baseDelayMs: 50, maxDelayMs: 200, stableAfterMs: 2000, maxFastCrashes: 3 };
const node = process.execPath;
const forever = ['-e', 'setInterval(() => {}, 1000)'];

function recorder() {
  const lines: string[] = [];
  const gaveUp: string[] = [];
  let pids: Record<string, number> = {};
  return {
    lines,
    gaveUp,
    pids: () => pids,
    events: {
      log: (l: string) => lines.push(l),
      changed: (p: Record<string, number>) => (pids = p),
      gaveUp: (_: string, reason: string) => gaveUp.push(reason),
    },
  };
}

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stopAll(1000);
  supervisor = undefined;
});

describe('Supervisor', () => {
  it('restarts a child killed with SIGKILL and logs why, leaving the other child alone', async () => {
    const r = recorder();
    supervisor = new Supervisor(r.events, FAST);
    supervisor.start('worker', node, forever, { stdio: 'ignore' });
    supervisor.start('web', node, forever, { stdio: 'ignore' });
    const { worker, web } = await waitFor('both children', async () =>
      Object.keys(r.pids()).length === 2 ? r.pids() : null,
    );

    process.kill(worker, 'SIGKILL');
    const restarted = await waitFor(
      'a new worker',
      async () => (r.pids().worker && r.pids().worker !== worker ? r.pids().worker : null),
      5000,
    );
    expect(isAlive(restarted)).toBe(true);
    expect(r.pids().web).toBe(web);
    expect(r.lines.join('\n')).toMatch(/worker exited unexpectedly \(signal SIGKILL\).*restarting in 0\.05 s/);
    expect(r.gaveUp).toEqual([]);
  });

  it('backs off, then gives up with a message after repeated fast crashes', async () => {
    const r = recorder();
    supervisor = new Supervisor(r.events, FAST);
    supervisor.start('worker', node, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await waitFor('giving up', async () => r.gaveUp.length > 0, 10_000);
    expect(r.gaveUp[0]).toMatch(/worker crashed 4 times in a row, each within 2 s of starting \(last: code 3\)/);
    // 50, 100, 200 ms: doubling, capped at maxDelayMs.
    expect(r.lines.map((l) => /restarting in ([\d.]+) s/.exec(l)?.[1])).toEqual(['0.05', '0.1', '0.2']);
  });

  it('stops every child and does not restart them once stopping', async () => {
    const r = recorder();
    supervisor = new Supervisor(r.events, FAST);
    supervisor.start('worker', node, forever, { stdio: 'ignore' });
    const { worker } = await waitFor('the child', async () => (r.pids().worker ? r.pids() : null));
    await supervisor.stopAll(1000);
    expect(isAlive(worker)).toBe(false);
    await new Promise((res) => setTimeout(res, 200));
    expect(r.lines).toEqual([]);
  });
});
