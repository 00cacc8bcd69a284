import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { childEnv } from '../env';
import { ROOT, resolveDatabase } from '../runtime/database';
import { loadBackup, RestoreRefused } from '../runtime/backup/load';
import { migrateDeploy } from '../runtime/migrate';

// `npm run restore -- FILE [--replace]`: a backup (npm run backup) into the database, with StoryFold
// stopped. The database must hold no accounts yet (a fresh data folder, or a new DATABASE_URL);
// --replace first drops the embedded database's contents.
const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
const file = positionals[0] && path.resolve(positionals[0]);
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- FILE [--replace]   (stop StoryFold first)');
  process.exit(2);
}
const shipped = fs
  .readdirSync(path.join(ROOT, 'prisma', 'migrations'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const database = await resolveDatabase(console.log).catch((error: Error) => {
  console.error(`Cannot start or reach the database: ${error.message}`);
  process.exit(1);
});
try {
  if (values.replace) {
    if (!database.cluster)
      throw new RestoreRefused('--replace only applies to the embedded database; point DATABASE_URL at an empty one.');
    await database.cluster.dropDatabase('storyfold');
    await database.cluster.createDatabase('storyfold');
  }
  console.log('Applying migrations …');
  await migrateDeploy(childEnv({ DATABASE_URL: database.url }));
  console.log('Loading the backup …');
  const counts = await loadBackup(database.url, file, shipped);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file}.`);
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
await database.cluster?.stop();
process.exit(process.exitCode ?? 0);
