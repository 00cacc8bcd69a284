import { db, disconnectDb } from '../db';
import { env } from '../env';
import { isEmbeddedDatabase, seedIfEmpty } from '../data/seed';

/** Seeds an empty database and prints the admin credentials once. Run by the launcher after migrations. */
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
