import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes: 256 bits, well past the 128 the design asks for. base64url keeps the link URL-safe.
export const SHARE_TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A fresh share token: it goes into the link and nowhere else. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** What the database stores instead of the token (hex SHA-256). */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Rejects anything that cannot be a token before it reaches the database. */
export function isShareTokenShape(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}
