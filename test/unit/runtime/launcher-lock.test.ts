import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlreadyRunningError, LAUNCHER_TOKEN_VAR, LauncherLock } from '../../../lib/runtime/launcher-lock';
import { startTime } from '../../../lib/runtime/proc-info';
import { isAlive, signalGroup } from '../../../lib/runtime/processes';
import { waitFor } from '../../support/wait';

const PORT = 4321;
let dir: string;
const started: ChildProcess[] = [];

function sleeper(env: Record<string, string> = {}, extraArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ...extraArgs], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  started.push(child);
  return child;
}

/** A launcher that is gone: a pid that has exited, as a killed launcher's record would name. */
function deadLauncher() {
  const done = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const pid = Number(done.stdout.trim());
  return { launcher: { pid, startTime: '1' }, token: `${pid}:1` };
}

function writeRecord(record: object) {
  fs.writeFileSync(path.join(dir, `launcher-${PORT}.json`), JSON.stringify(record));
}

const proof = async (child: ChildProcess) => {
  const t = await waitFor('the child to start', async () => startTime(child.pid!));
  return { pid: child.pid!, startTime: t };
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-lock-'));
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.pid) signalGroup(child.pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('LauncherLock', () => {
  it('stops the children a dead launcher left running, proved by the token in their environment', async () => {
    const previous = deadLauncher();
    const orphan = sleeper({ [LAUNCHER_TOKEN_VAR]: previous.token });
    writeRecord({ ...previous, children: { web: await proof(orphan) } });
    const lines: string[] = [];

    const lock = await LauncherLock.acquire(dir, PORT, undefined, (l) => lines.push(l));

    expect(isAlive(orphan.pid!)).toBe(false);
    expect(lines.join('\n')).toContain(
      `Stopping the web process left running by a previous launcher (pid ${orphan.pid})`,
    );
    const record = JSON.parse(fs.readFileSync(path.join(dir, `launcher-${PORT}.json`), 'utf8'));
    expect(record.launcher.pid).toBe(process.pid);
    expect(lock.token).toBe(record.token);
    lock.release();
    expect(fs.existsSync(path.join(dir, `launcher-${PORT}.json`))).toBe(false);
  });

  it('leaves alone a process it cannot prove is its own, even under a recorded pid', async () => {
    const previous = deadLauncher();
    const stranger = sleeper({ [LAUNCHER_TOKEN_VAR]: 'someone-else' });
    writeRecord({ ...previous, children: { web: await proof(stranger) } });

    const lock = await LauncherLock.acquire(dir, PORT, undefined, () => {});

    expect(isAlive(stranger.pid!)).toBe(true);
    lock.release();
  });

  it('refuses to start while the recorded launcher is still running', async () => {
    const live = sleeper({}, ['lib/cli/start.ts']);
    const launcher = await proof(live);
    writeRecord({ launcher, token: `${launcher.pid}:${launcher.startTime}`, children: {} });

    await expect(LauncherLock.acquire(dir, PORT, undefined, () => {})).rejects.toThrow(AlreadyRunningError);
    await expect(LauncherLock.acquire(dir, PORT, undefined, () => {})).rejects.toThrow(`launcher pid ${launcher.pid}`);
  });

  it('records the pids of restarted children', async () => {
    const lock = await LauncherLock.acquire(dir, PORT, '/nowhere/postgres', () => {});
    const child = sleeper();
    await proof(child);
    lock.recordChildren({ worker: child.pid! });
    const record = JSON.parse(fs.readFileSync(path.join(dir, `launcher-${PORT}.json`), 'utf8'));
    expect(record.children.worker).toEqual({ pid: child.pid, startTime: startTime(child.pid!) });
    expect(record.postgresDir).toBe('/nowhere/postgres');
    lock.release();
  });
});
