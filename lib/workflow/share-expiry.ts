/** How long a share link lives, as the owner chooses it. */
export const SHARE_EXPIRIES = ['1h', '8h', '1d', '7d', '30d', 'never'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];

const HOUR_MS = 3_600_000;
const EXPIRY_MS: Record<ShareExpiry, number | null> = {
  '1h': HOUR_MS,
  '8h': 8 * HOUR_MS,
  '1d': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  never: null,
};

/** When a link made (or changed) at `now` with this choice stops working; null for never. */
export function expiryDate(expiry: ShareExpiry, now: Date): Date | null {
  const ms = EXPIRY_MS[expiry];
  return ms === null ? null : new Date(now.getTime() + ms);
}

/**
 * The choice that gives a fresh link the same lifetime as an earlier one (created → expires), rounded
 * up to the nearest choice; "never" for a link that never expired.
 */
export function expiryLike(createdAt: Date, expiresAt: Date | null): ShareExpiry {
  if (expiresAt === null) return 'never';
  const lifetime = expiresAt.getTime() - createdAt.getTime();
  return SHARE_EXPIRIES.find((e) => (EXPIRY_MS[e] ?? Infinity) >= lifetime) ?? 'never';
}
