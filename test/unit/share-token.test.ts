import { describe, expect, it } from 'vitest';
import { hashShareToken, isShareTokenShape, newShareToken, SHARE_TOKEN_BYTES } from '../../lib/data/share/token';

describe('share tokens', () => {
  it('carry at least 128 bits from the random source, URL-safe', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(token, 'base64url').length).toBe(SHARE_TOKEN_BYTES);
    expect(isShareTokenShape(token)).toBe(true);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, newShareToken));
    expect(tokens.size).toBe(10_000);
  });

  it('look random: every base64url character appears, none dominates', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const c of newShareToken().slice(0, 42)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(64);
    const expected = (2000 * 42) / 64;
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25);
  });

  it('are stored as a SHA-256 hash that is not the token and does not contain it', () => {
    const token = newShareToken();
    const hash = hashShareToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashShareToken(token));
    expect(hash).not.toContain(token);
    expect(hash).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
    expect(hashShareToken(newShareToken())).not.toBe(hash);
  });

  it('anything else is refused before a lookup', () => {
    const token = newShareToken();
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'abc',
      `${token}x`,
      token.slice(1),
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}/`,
      hashShareToken(token),
    ]) {
      expect(isShareTokenShape(bad)).toBe(false);
    }
  });
});
