import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../runtime/database';
import { run } from '../runtime/processes';

// `npm run bench [-- name]`: every test/bench/*-bench.ts in turn (or those whose name contains `name`).
const filter = process.argv[2];
const dir = path.join(ROOT, 'test', 'bench');
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('-bench.ts') && (!filter || f.includes(filter)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(dir, file)], {
    cwd: ROOT,
  }).catch((error: Error) => {
    failed++;
    console.error(error.message);
  });
}
process.exit(failed ? 1 : 0);
