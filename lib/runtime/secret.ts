import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './database';

/** NEXTAUTH_SECRET when set; otherwise one generated on first start and kept in .data. */
export function authSecret(fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(DATA_DIR, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
