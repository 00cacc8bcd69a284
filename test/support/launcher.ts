import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { signalGroup, typescriptEntry } from '../../lib/runtime/processes';
import { waitFor } from './wait';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LauncherRecord {
  launcher: { pid: number };
  children: Record<string, { pid: number }>;
}

/** `npm run dev` (as `node --import tsx`, as the npm script runs it) on its own ports and data directory, with its output captured. */
export class LauncherProcess {
  readonly proc: ChildProcess;
  private out = '';
  readonly exited: Promise<number | null>;

  constructor(readonly ports: { web: number; pg: number }) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(ports.web),
      EMBEDDED_PG_PORT: String(ports.pg),
      EMBEDDED_PG_DIR: this.pgDir,
      DATABASE_URL: '',
      NEXTAUTH_SECRET: 'launcher-test-secret',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    for (const name of ['NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST']) delete env[name];
    // Detached: a group of its own, so the test can always remove everything it started.
    this.proc = spawn(...typescriptEntry('lib/cli/start.ts', ['--dev']), {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc.stdout!.on('data', (d) => (this.out += d));
    this.proc.stderr!.on('data', (d) => (this.out += d));
    this.exited = new Promise((resolve) => this.proc.once('exit', (code) => resolve(code)));
  }

  get pgDir(): string {
    return path.join(ROOT, '.data', 'test', `launcher-${this.ports.pg}`, 'postgres');
  }

  get lockFile(): string {
    return path.join(ROOT, '.data', `launcher-${this.ports.web}.json`);
  }

  output(): string {
    return this.out;
  }

  record(): LauncherRecord | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.lockFile, 'utf8'));
    } catch {
      return undefined;
    }
  }

  postmasterPid(): number | undefined {
    try {
      return Number(fs.readFileSync(path.join(this.pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  }

  async waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    await waitFor(
      `launcher output ${pattern}\n--- output so far ---\n${this.out.slice(-3000)}`,
      async () => pattern.test(this.out),
      timeoutMs,
      200,
    );
  }

  /** Removes whatever is left of this launcher, its children and its Postgres. */
  forceCleanUp(): void {
    const record = this.record();
    for (const child of Object.values(record?.children ?? {})) signalGroup(child.pid, 'SIGKILL');
    if (this.proc.pid) signalGroup(this.proc.pid, 'SIGKILL');
    const pg = this.postmasterPid();
    if (pg) signalGroup(pg, 'SIGQUIT');
    try {
      if (pg) process.kill(pg, 'SIGQUIT');
    } catch {
      /* gone */
    }
  }
}
