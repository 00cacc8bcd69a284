import { describe, expect, it } from 'vitest';
import { expiryDate, expiryLike, SHARE_EXPIRIES } from '../../../lib/workflow/share-expiry';

const now = new Date('2026-04-01T10:00:00Z');

describe('share link expiry', () => {
  it('counts hours and days from now; never is null', () => {
    expect(expiryDate('1h', now)?.toISOString()).toBe('2026-04-01T11:00:00.000Z');
    expect(expiryDate('8h', now)?.toISOString()).toBe('2026-04-01T18:00:00.000Z');
    expect(expiryDate('7d', now)?.toISOString()).toBe('2026-04-08T10:00:00.000Z');
    expect(expiryDate('never', now)).toBeNull();
  });

  it('gives a fresh link the lifetime of the earlier one', () => {
    for (const e of SHARE_EXPIRIES) expect(expiryLike(now, expiryDate(e, now))).toBe(e);
    // A lifetime set before the choices changed rounds up to the next choice.
    expect(expiryLike(now, new Date(now.getTime() + 2 * 3_600_000))).toBe('8h');
    expect(expiryLike(now, new Date(now.getTime() + 400 * 86_400_000))).toBe('never');
  });
});
