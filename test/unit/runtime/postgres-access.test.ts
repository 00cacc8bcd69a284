import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeVersionWarning } from '../../../lib/runtime/node-version';
import { assertPostgresUserCanReach } from '../../../lib/runtime/postgres-access';

const root = process.getuid?.() === 0;
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the postgres user must reach the binaries and the data directory when run as root', () => {
  it('says in one line which directory blocks it and how to fix it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-access-'));
    fs.chmodSync(dir, 0o755); // mkdtemp makes it private; only `home` below should block
    const locked = path.join(dir, 'home');
    fs.mkdirSync(locked, { mode: 0o700 });
    fs.chmodSync(locked, 0o700);
    const check = () =>
      assertPostgresUserCanReach({
        binary: process.execPath,
        dataDir: path.join(locked, 'clone', '.data', 'postgres'),
      });
    if (!root) {
      // Not root: Postgres runs as this user, so there is nothing to check.
      expect(check).not.toThrow();
      return;
    }
    expect(check).toThrow(new RegExp(`cannot enter ${locked} to reach the data directory`));
    try {
      check();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain(`chmod o+x ${locked}`);
      expect(message).toContain('DATABASE_URL');
    }
    fs.chmodSync(locked, 0o711);
    expect(check).not.toThrow();
  });
});

describe('nodeVersionWarning', () => {
  it('warns below what the dependencies declare and names them', () => {
    expect(nodeVersionWarning('20.20.2')).toMatch(
      /Node 20\.20\.2 is older .*pg-boss@12 Node >= 22\.12.*install Node 22\.12 or newer/,
    );
    expect(nodeVersionWarning('22.11.0')).toBeDefined();
  });
  it('is silent on a supported Node', () => {
    expect(nodeVersionWarning('22.12.0')).toBeUndefined();
    expect(nodeVersionWarning('24.1.0')).toBeUndefined();
  });
});
