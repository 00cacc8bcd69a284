import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { db, disconnectDb } from '../db';
import { setDatabaseUrl } from '../env';
import { ExpectedError } from '../errors';
import { exportProjectBundle } from '../data/projects/transfer/export-bundle';
import { importProjectBundle } from '../data/projects/transfer/import-bundle';
import { accountIdByEmail, ownerOfProject } from '../data/projects/transfer/operator-lookups';
import { resolveDatabase } from '../runtime/database';

// Moving a project between instances, with its whole history:
//   npm run project -- export --project ID [--out FILE]
//   npm run project -- import FILE --owner EMAIL
const USAGE = 'Usage: npm run project -- export --project ID [--out FILE] | import FILE --owner EMAIL';
const { values, positionals } = parseArgs({
  options: { project: { type: 'string' }, out: { type: 'string' }, owner: { type: 'string' } },
  allowPositionals: true,
});
const [command, file] = positionals;

const REASONS: Record<string, string> = {
  not_a_project_file: 'This file is not a StoryFold project file.',
  newer_project_file: 'The file was written by a newer StoryFold: update this instance first.',
  project_already_here: 'This project is already on this instance.',
  project_file_too_large: 'The project file unpacks to more than 400 MB.',
};

async function exportCommand(): Promise<string> {
  if (!values.project) throw new Error(USAGE);
  const ownerId = await ownerOfProject(db(), values.project);
  if (!ownerId) throw new Error(`No project ${values.project}.`);
  const bytes = await exportProjectBundle({ db: db(), ownerId, projectId: values.project });
  const out = path.resolve(values.out ?? `${values.project}.storyfold.gz`);
  fs.writeFileSync(out, bytes);
  return `Project ${values.project} written to ${out} (${(bytes.length / 2 ** 20).toFixed(1)} MB).`;
}

async function importCommand(): Promise<string> {
  if (!file || !values.owner) throw new Error(USAGE);
  const ownerId = await accountIdByEmail(db(), values.owner);
  if (!ownerId) throw new Error(`No account with the email ${values.owner}.`);
  const { projectId } = await importProjectBundle(db(), { ownerId, bytes: fs.readFileSync(file) });
  return `Project ${projectId} imported for ${values.owner}.`;
}

if (command !== 'export' && command !== 'import') {
  console.error(USAGE);
  process.exit(2);
}
const database = await resolveDatabase(() => {}, { reuseRunning: true });
setDatabaseUrl(database.url);
try {
  console.log(await (command === 'export' ? exportCommand() : importCommand()));
} catch (error) {
  const reason = error instanceof ExpectedError ? String(error.details?.reason ?? error.code) : undefined;
  console.error(reason ? (REASONS[reason] ?? reason) : (error as Error).message);
  process.exitCode = 1;
}
await disconnectDb();
await database.cluster?.stop();
process.exit(process.exitCode ?? 0);
