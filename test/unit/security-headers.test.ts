import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from '../../lib/web/security-headers';
import { isCleanRequestUrl } from '../../lib/web/url-hygiene';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce, never eval in production', () => {
    const csp = contentSecurityPolicy('abc123==', { https: false, dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy('n', { https: true, dev: false })).toContain('upgrade-insecure-requests');
  });

  it('makes a fresh unpredictable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('isCleanRequestUrl', () => {
  const base = 'http://127.0.0.1:3000';
  it.each([
    '/api/projects/abc/rounds/%00/diff',
    '/api/projects/abc/variants/%00',
    '/api/projects/abc/stages/%00/loops',
    '/admin/rounds?owner=%00',
    '/api/admin/rounds/csv?owner=%00',
    '/projects/%ED%A0%80',
    '/projects/%E0%A4%A',
    '/sign-in?next=%2F%09%2Fevil',
    '/projects?x=%0d%0aSet-Cookie:%20a=b',
  ])('refuses %s', (path) => {
    expect(isCleanRequestUrl(base + path)).toBe(false);
  });

  it.each([
    '/projects',
    '/projects/clx1abc/stages/outline',
    '/admin/rounds?owner=ckabc&page=2',
    '/share/abc?x=%E4%B8%AD%E6%96%87',
    '/sign-in?next=%2Fprojects%2Fa',
  ])('accepts %s', (path) => {
    expect(isCleanRequestUrl(base + path)).toBe(true);
  });
});
