import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR, resolveDatabase } from '../runtime/database';
import { dumpDatabase } from '../runtime/backup/dump';

// `npm run backup [-- --out FILE]`: every row of the database in one consistent snapshot, while the app
// runs or not (a running `npm start`'s embedded Postgres is shared, a stopped one started for the copy).
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(values.out ?? path.join(DATA_DIR, 'backups', `storyfold-${stamp}.backup.gz`));
fs.mkdirSync(path.dirname(file), { recursive: true });

const database = await resolveDatabase(() => {}, { reuseRunning: true }).catch((error: Error) => {
  console.error(`Cannot reach the database: ${error.message}`);
  process.exit(1);
});
const started = Date.now();
try {
  await dumpDatabase(database.url, file);
  const size = fs.statSync(file).size;
  console.log(
    `Backup written to ${file} (${(size / 2 ** 20).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
await database.cluster?.stop();
process.exit(process.exitCode ?? 0);
