import fs from 'node:fs';

// What /proc says about a process: enough to prove that a pid recorded earlier still names the same
// process (pids are reused) and that it is one of ours before we signal it. Linux only; elsewhere
// nothing can be proved, so nothing is touched.

/** Kernel start time of the process (clock ticks since boot), or undefined when it is gone. */
export function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces and parentheses: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** One variable from the environment the process was started with. */
export function startEnv(pid: number, name: string): string | undefined {
  try {
    const entries = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const entry = entries.find((e) => e.startsWith(`${name}=`));
    return entry?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

/** Pids of every process whose process group is `pgid` (the group leader may already be gone). */
export function groupMembers(pgid: number): number[] {
  let names: string[];
  try {
    names = fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return [];
  }
  return names.map(Number).filter((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
    } catch {
      return false;
    }
  });
}
