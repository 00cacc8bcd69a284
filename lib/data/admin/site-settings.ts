import 'server-only';
import type { Db } from '../../db';

const SIGN_UP_MODES = ['open', 'invite', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/**
 * Who may create an account: anyone (open), only people an admin creates an account for (invite),
 * or nobody (closed). Open unless an admin changed it.
 */
export async function getSignUpMode(db: Db): Promise<SignUpMode> {
  const row = await db.siteSetting.findUnique({ where: { key: 'signUpMode' } });
  return (SIGN_UP_MODES as readonly string[]).includes(row?.value ?? '') ? (row!.value as SignUpMode) : 'open';
}

export async function setSignUpMode(db: Db, mode: SignUpMode): Promise<void> {
  await db.siteSetting.upsert({
    where: { key: 'signUpMode' },
    create: { key: 'signUpMode', value: mode },
    update: { value: mode },
  });
}
