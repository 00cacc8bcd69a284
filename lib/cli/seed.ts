import { db, disconnectDb } from '../db';
import { env } from '../env';
import { isEmbeddedDatabase, seedIfEmpty } from '../data/projects/seed-demo';
import { backfillVersionLengths } from '../data/versions/backfill-lengths';

/**
 * Run by the launcher after migrations, before the web server starts: fills what rows written by
 * older releases lack, seeds an empty database and prints the admin credentials once.
 */
const filled = await backfillVersionLengths(db());
if (filled > 0) console.log(`Counted the length of ${filled} older versions.`);
const result = await seedIfEmpty(db(), env(), { demo: isEmbeddedDatabase(env().DATABASE_URL, env()) });
if (result.seeded && result.admin) {
  const how = result.admin.generated
    ? ' (generated now and shown only this once; set ADMIN_PASSWORD to choose it)'
    : '';
  console.log(
    result.demo
      ? 'Seeded the demo account, four example projects and an admin account.'
      : 'Seeded an admin account (no demo account on an external database).',
  );
  console.log(`  Admin sign-in: ${result.admin.email} / ${result.admin.password}${how}`);
}
await disconnectDb();
