import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real production build, started by the same launcher as `npm start`,
// on its own embedded Postgres cluster (wiped by `npm test` before each run).
// Ports can be moved so that several checkouts can run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MODEL_PORT = Number(process.env.E2E_MODEL_PORT ?? 3199);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54332);
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time: much of a spec is waiting on runs and streams, so a 2-core machine
  // finishes the suite in about two thirds of the time. Tests within a file keep their order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.data/reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Colours change without a transition (the app honours reduced motion): an accessibility check never
    // measures a button halfway between its disabled and enabled colours.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // A local OpenAI-compatible server: projects on the model engine talk to it over real HTTP.
      command: `node_modules/.bin/tsx test/support/openai-server-main.ts ${MODEL_PORT}`,
      url: `http://127.0.0.1:${MODEL_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx lib/cli/start.ts',
      url: `http://127.0.0.1:${PORT}/sign-in`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(PORT),
        EMBEDDED_PG_PORT: String(E2E_PG_PORT),
        EMBEDDED_PG_DIR: '.data/e2e/postgres',
        NEXTAUTH_SECRET: 'e2e-secret-not-for-production',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOGIN_RATE_LIMIT: '50',
        DATABASE_URL: '',
        OPENAI_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        OPENAI_API_KEY: 'e2e-key',
        MODEL_DEFAULT: 'e2e-model',
        MODEL_RETRY_BASE_MS: '50',
        RUN_LEASE_SECONDS: '5',
      },
    },
  ],
});
