import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../lib/auth/safe-redirect';

// Each of these has been used to turn "/path"-looking input into a jump to another host.
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example/phish',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '%2F%5Cevil.example',
  '%2F%2Fevil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'evil.example',
  ' /\\evil.example',
  '/\u0000/evil.example',
  '',
];

describe('safeNextPath', () => {
  it.each(BYPASSES)('refuses %j', (payload) => {
    expect(safeNextPath(payload)).toBe('/projects');
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(undefined)).toBe('/projects');
    expect(safeNextPath(['/projects/a'])).toBe('/projects');
  });

  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeNextPath('/projects/abc/stages/outline')).toBe('/projects/abc/stages/outline');
    expect(safeNextPath('/admin/rounds?owner=x#top')).toBe('/admin/rounds?owner=x#top');
    expect(safeNextPath('/projects/a/../b')).toBe('/projects/b');
  });
});
