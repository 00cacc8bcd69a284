import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { signalGroup, stopGroup } from './processes';

export interface RestartPolicy {
  /** First restart delay; doubles after each fast crash, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A run that lasted at least this long counts as healthy and resets the backoff. */
  stableAfterMs: number;
  /** Give up after this many fast crashes in a row. */
  maxFastCrashes: number;
}

const DEFAULT_POLICY: RestartPolicy = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxFastCrashes: 5,
};

interface Service {
  name: string;
  cmd: string;
  args: string[];
  opts: SpawnOptions;
  proc?: ChildProcess;
  startedAt: number;
  fastCrashes: number;
  timer?: NodeJS.Timeout;
}

export interface SupervisorEvents {
  log(line: string): void;
  /** The set of running pids changed (a start or a restart): record them for orphan clean-up. */
  changed(pids: Record<string, number>): void;
  /** A service kept crashing right after start: the launcher should stop. */
  gaveUp(name: string, reason: string): void;
}

/** Keeps long-running children alive: a child that exits unexpectedly is restarted with backoff. */
export class Supervisor {
  private services = new Map<string, Service>();
  private stopping = false;

  constructor(
    private events: SupervisorEvents,
    private policy: RestartPolicy = DEFAULT_POLICY,
  ) {}

  start(name: string, cmd: string, args: string[], opts: SpawnOptions = {}): void {
    const service: Service = { name, cmd, args, opts, startedAt: 0, fastCrashes: 0 };
    this.services.set(name, service);
    this.launch(service);
  }

  pids(): Record<string, number> {
    const pids: Record<string, number> = {};
    for (const s of this.services.values())
      if (s.proc?.pid && s.proc.exitCode === null && s.proc.signalCode === null) pids[s.name] = s.proc.pid;
    return pids;
  }

  private launch(service: Service): void {
    // A process group of its own, so stopping reaches grandchildren (next and tsx spawn their own).
    const proc = spawn(service.cmd, service.args, { stdio: 'inherit', detached: true, ...service.opts });
    service.proc = proc;
    service.startedAt = Date.now();
    proc.once('error', (error) => this.events.log(`${service.name} could not start: ${error.message}`));
    proc.once('exit', (code, signal) => this.exited(service, proc, code, signal));
    this.events.changed(this.pids());
  }

  private exited(service: Service, proc: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || service.proc !== proc) return;
    // Clear what the dead leader left behind in its group before starting a new one.
    if (proc.pid) signalGroup(proc.pid, 'SIGKILL');
    const ranMs = Date.now() - service.startedAt;
    service.fastCrashes = ranMs >= this.policy.stableAfterMs ? 1 : service.fastCrashes + 1;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (service.fastCrashes > this.policy.maxFastCrashes) {
      this.events.gaveUp(
        service.name,
        `${service.name} crashed ${service.fastCrashes} times in a row, each within ${Math.round(this.policy.stableAfterMs / 1000)} s of starting (last: ${how})`,
      );
      return;
    }
    const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** (service.fastCrashes - 1));
    this.events.log(
      `${service.name} exited unexpectedly (${how}) after ${Math.round(ranMs / 1000)} s; restarting in ${delay / 1000} s.`,
    );
    this.events.changed(this.pids());
    service.timer = setTimeout(() => {
      if (!this.stopping) this.launch(service);
    }, delay);
  }

  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    const running = [...this.services.values()];
    for (const s of running) clearTimeout(s.timer);
    await Promise.all(
      running.map((s) =>
        s.proc?.pid && s.proc.exitCode === null && s.proc.signalCode === null
          ? stopGroup(s.proc.pid, graceMs)
          : undefined,
      ),
    );
  }
}
