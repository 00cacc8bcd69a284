import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptEntry } from '../../../lib/runtime/processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUSY = 'test/fixtures/processes/busy-on-stop.ts';

/** Starts `cmd`, sends SIGTERM once it is ready and busy, and resolves with its exit code and output. */
function stopWhileBusy(cmd: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      // Well inside the two seconds its event loop is blocked.
      if (out.includes('ready')) setTimeout(() => child.kill('SIGTERM'), 300);
    });
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('a TypeScript entry point stopped while it is busy', () => {
  it('runs its own SIGTERM handler and exits 0 when started as typescriptEntry starts it', async () => {
    const { code, out } = await stopWhileBusy(...typescriptEntry(BUSY));
    expect(out).toContain('stopped cleanly');
    expect(code).toBe(0);
  });

  it('is killed before its handler runs under the tsx command, which is why nothing long-lived runs under it', async () => {
    const { code, out } = await stopWhileBusy(path.join(ROOT, 'node_modules/.bin/tsx'), [BUSY]);
    expect(out).not.toContain('stopped cleanly');
    expect(code).toBe(143);
  });

  it('is how the npm scripts start the launcher and the worker', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.start).toBe('node --import tsx lib/cli/start.ts');
    expect(scripts.dev).toBe('node --import tsx lib/cli/start.ts --dev');
    expect(scripts.worker).toBe('node --conditions=react-server --import tsx lib/jobs/worker-main.ts');
  });
});
