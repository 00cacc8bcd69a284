import { parseArgs } from 'node:util';
import { db, disconnectDb } from '../db';
import { promoteToAdmin } from '../data/users/accounts';
import { resolveDatabase } from '../runtime/database';
import { setDatabaseUrl } from '../env';

// `npm run admin -- --email X` promotes an existing account to admin.
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin -- --email someone@example.com');
  process.exit(2);
}
const database = await resolveDatabase(() => {}, { reuseRunning: true }).catch((error: Error) => {
  console.error(`Cannot reach the database: ${error.message}\nSet DATABASE_URL, or check EMBEDDED_PG_PORT.`);
  process.exit(1);
});
setDatabaseUrl(database.url);
const promoted = await promoteToAdmin(db(), values.email);
await disconnectDb();
await database.cluster?.stop();
console.log(promoted ? `${values.email} is now an admin.` : `No account with the email ${values.email}.`);
process.exit(promoted ? 0 : 1);
