import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // server-only throws outside a React server bundle; tests import server modules directly.
    alias: { 'server-only': path.resolve(import.meta.dirname, 'test/support/empty.ts') },
  },
});
