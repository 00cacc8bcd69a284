import fs from 'node:fs';
import path from 'node:path';
import { commandLine, groupMembers, startEnv, startTime } from './proc-info';
import { isAlive, signalGroup, stopGroup, waitForExit } from './processes';

// A record under .data of the launcher serving a port and of the processes it started. The next
// launcher on that port reads it to find what a killed predecessor left running, and stops only
// processes it can prove are those: same pid *and* same kernel start time (pids are reused), and for
// children the launcher's token in the environment they were started with.

/** Environment variable every supervised child is started with; its value proves who started it. */
export const LAUNCHER_TOKEN_VAR = 'STORYFOLD_LAUNCHER';

interface Proof {
  pid: number;
  startTime: string;
}
interface LockRecord {
  launcher: Proof;
  token: string;
  children: Record<string, Proof>;
  /** Data directory of the embedded cluster this launcher started, if any. */
  postgresDir?: string;
}

export class AlreadyRunningError extends Error {}

const proofOf = (pid: number): Proof | undefined => {
  const t = startTime(pid);
  return t ? { pid, startTime: t } : undefined;
};
const stillSame = (p: Proof) => isAlive(p.pid) && startTime(p.pid) === p.startTime;

export class LauncherLock {
  private constructor(
    private file: string,
    private record: LockRecord,
  ) {}

  /** Takes the lock for `port`, first stopping what a dead launcher on that port left behind. */
  static async acquire(
    dataDir: string,
    port: number,
    postgresDir: string | undefined,
    log: (line: string) => void,
  ): Promise<LauncherLock> {
    const file = path.join(dataDir, `launcher-${port}.json`);
    const previous = readRecord(file);
    if (previous) await cleanUpAfter(previous, log);
    const self = proofOf(process.pid) ?? { pid: process.pid, startTime: 'unknown' };
    const lock = new LauncherLock(file, {
      launcher: self,
      token: `${self.pid}:${self.startTime}`,
      children: {},
      postgresDir,
    });
    fs.mkdirSync(dataDir, { recursive: true });
    lock.write();
    return lock;
  }

  get token(): string {
    return this.record.token;
  }

  recordChildren(pids: Record<string, number>): void {
    this.record.children = {};
    for (const [name, pid] of Object.entries(pids)) {
      const proof = proofOf(pid);
      if (proof) this.record.children[name] = proof;
    }
    this.write();
  }

  release(): void {
    fs.rmSync(this.file, { force: true });
  }

  private write(): void {
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.record, null, 2));
    fs.renameSync(tmp, this.file);
  }
}

function readRecord(file: string): LockRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}

async function cleanUpAfter(previous: LockRecord, log: (line: string) => void): Promise<void> {
  if (stillSame(previous.launcher) && commandLine(previous.launcher.pid).includes('lib/cli/start.ts')) {
    throw new AlreadyRunningError(
      `StoryFold is already running on this port (launcher pid ${previous.launcher.pid}). Stop it first (Ctrl-C in its terminal, or kill ${previous.launcher.pid}).`,
    );
  }
  for (const [name, child] of Object.entries(previous.children ?? {})) {
    // The leader may be gone while members of its group still run: prove each by its token.
    const ours = [...new Set([child.pid, ...groupMembers(child.pid)])].filter(
      (pid) => isAlive(pid) && startEnv(pid, LAUNCHER_TOKEN_VAR) === previous.token,
    );
    if (ours.length === 0) continue;
    log(`Stopping the ${name} process left running by a previous launcher (pid ${ours.join(', ')}) …`);
    if (stillSame(child)) await stopGroup(child.pid, 5000);
    else for (const pid of ours) signalGroup(pid, 'SIGKILL');
  }
  if (previous.postgresDir) await stopOrphanPostgres(previous.postgresDir, log);
}

/** Fast shutdown of the postmaster named in the cluster's own postmaster.pid, if it runs that directory. */
async function stopOrphanPostgres(dir: string, log: (line: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !isAlive(pid)) return;
  const cmd = commandLine(pid);
  if (!/\bpostgres\b/.test(cmd) || !cmd.includes(`-D ${path.resolve(dir)}`)) return;
  log(`Stopping the embedded Postgres left running by a previous launcher (pid ${pid}) …`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5000);
  }
}
