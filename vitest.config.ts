import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // One file per core, not Vitest's default of one fewer: the files spend much of their time waiting
    // on Postgres, workers and servers, and on a 2-core machine the default runs them one at a time.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // server-only throws outside a React server bundle; tests import server modules directly.
    alias: { 'server-only': path.resolve(import.meta.dirname, 'test/support/empty.ts') },
  },
});
