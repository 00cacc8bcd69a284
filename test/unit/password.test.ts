import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { PasswordSchema } from '../../lib/auth/password-policy';

describe('password policy', () => {
  it('needs 8 to 200 characters', () => {
    expect(PasswordSchema.safeParse('1234567').success).toBe(false);
    expect(PasswordSchema.safeParse('12345678').success).toBe(true);
    expect(PasswordSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
