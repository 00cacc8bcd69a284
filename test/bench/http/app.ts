import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signalGroup, typescriptEntry } from '../../../lib/runtime/processes';

// The production app as `npm start` runs it (migrations, seed, `next build` when the sources changed,
// `next start` and the worker), on the bench's own ports and embedded Postgres data directory.

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface AppPorts {
  web: number;
  pg: number;
}

export const BENCH_ACCOUNT = { email: 'demo@storyfold.local', password: 'bench-password-123' };

export class BenchApp {
  private readonly proc: ChildProcess;
  private output = '';

  /** `folder` under .data holds its database (recreated); `extraEnv` goes to the launcher and what it starts. */
  constructor(
    readonly ports: AppPorts,
    { folder = 'bench', extraEnv = {} }: { folder?: string; extraEnv?: Record<string, string> } = {},
  ) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(ports.web),
      EMBEDDED_PG_PORT: String(ports.pg),
      EMBEDDED_PG_DIR: path.join('.data', folder, 'postgres'),
      DATABASE_URL: '',
      NEXTAUTH_SECRET: 'bench-secret-not-for-production',
      DEMO_EMAIL: BENCH_ACCOUNT.email,
      DEMO_PASSWORD: BENCH_ACCOUNT.password,
      LOGIN_RATE_LIMIT: '1000',
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    };
    // A fresh database each run: the bench seeds its own data.
    fs.rmSync(path.join(ROOT, '.data', folder, 'postgres'), { recursive: true, force: true });
    fs.mkdirSync(path.join(ROOT, '.data', folder), { recursive: true });
    this.proc = spawn(...typescriptEntry('lib/cli/start.ts'), {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.proc.stdout!, this.proc.stderr!]) stream.on('data', (d) => (this.output += d));
  }

  /** The launcher's record of the processes it started (web, worker), for a bench that kills one. */
  children(): Record<string, { pid: number }> {
    const record = JSON.parse(fs.readFileSync(path.join(ROOT, '.data', `launcher-${this.ports.web}.json`), 'utf8'));
    return record.children;
  }

  get base(): string {
    return `http://127.0.0.1:${this.ports.web}`;
  }

  /** Waits for the sign-in page; a first start builds the app, which takes minutes. */
  async ready(timeoutMs = 30 * 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.proc.exitCode !== null) throw new Error(`the app exited:\n${this.output.slice(-4000)}`);
      const up = await fetch(`${this.base}/sign-in`).then(
        (r) => r.status < 500,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`the app did not come up:\n${this.output.slice(-4000)}`);
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null || !this.proc.pid) return;
    const exited = new Promise((resolve) => this.proc.once('exit', resolve));
    signalGroup(this.proc.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (this.proc.exitCode === null) signalGroup(this.proc.pid, 'SIGKILL');
  }
}
