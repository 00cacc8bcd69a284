import fs from 'node:fs';
import path from 'node:path';
import { childEnv, env } from '../env';
import { DEFAULT_DEMO_PASSWORD } from '../data/demo-account';
import { buildIsCurrent, markBuilt, sourcesHash } from '../runtime/build-stamp';
import { ROOT, resolveDatabase } from '../runtime/database';
import { assertPortFree, PortInUseError } from '../runtime/ports';
import { ChildGroup, run } from '../runtime/processes';
import { authSecret } from '../runtime/secret';

// `npm start` (production build) and `npm run dev` (hot reload): database, migrations, seed, web and worker.
const dev = process.argv.includes('--dev');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const log = (line: string) => console.log(`[storyfold] ${line}`);

async function main() {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const e = env();
  await assertPortFree(e.PORT, 'web server', 'PORT');
  const database = await resolveDatabase(log);
  let children: ChildGroup | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('Stopping …');
    await children?.stopAll();
    await database.cluster?.stop();
    log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const address = `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
    const shared = childEnv({
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: authSecret(e.NEXTAUTH_SECRET),
      NEXTAUTH_URL: e.NEXTAUTH_URL ?? address,
    });
    const serverCondition = ['--conditions=react-server'];
    log('Applying migrations …');
    await run(bin('prisma'), ['migrate', 'deploy'], { env: shared, stdio: ['ignore', 'ignore', 'inherit'] });
    await run(bin('tsx'), [...serverCondition, 'lib/cli/seed.ts'], { env: shared, cwd: ROOT });

    if (!dev && !buildIsCurrent()) {
      log('Building the app (first start, or the sources changed) …');
      const hash = sourcesHash();
      await run(bin('next'), ['build'], { env: { ...shared, NODE_ENV: 'production' }, cwd: ROOT });
      markBuilt(hash);
    }

    children = new ChildGroup((name, code) => {
      log(`${name} exited unexpectedly (${code}); stopping everything.`);
      void shutdown(1);
    });
    const nextArgs = dev ? ['dev', '-p', String(e.PORT), '-H', e.HOST] : ['start', '-p', String(e.PORT), '-H', e.HOST];
    children.start('web', bin('next'), nextArgs, { env: { ...shared, NODE_ENV: dev ? 'development' : 'production' }, cwd: ROOT });
    children.start('worker', bin('tsx'), [...(dev ? ['watch'] : []), ...serverCondition, 'lib/jobs/worker-main.ts'], { env: shared, cwd: ROOT });

    await waitForHttp(`${address}/sign-in`);
    log(`StoryFold is running: open ${address}`);
    log(`  Demo sign-in: ${e.DEMO_EMAIL} / ${e.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : DEFAULT_DEMO_PASSWORD}`);
    log('  Press Ctrl-C to stop.');
  } catch (error) {
    console.error(`[storyfold] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The web server did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

main().catch((error) => {
  console.error(error instanceof PortInUseError ? `[storyfold] ${error.message}` : error);
  process.exit(1);
});
