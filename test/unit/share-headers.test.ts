import path from 'node:path';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';

// The real next.config.mjs (it has no type declarations, hence the import by path).
const CONFIG = path.resolve(import.meta.dirname, '../../next.config.mjs');
const { default: nextConfig } = (await import(CONFIG)) as { default: NextConfig };

// Next applies every matching `headers()` rule in order, a later value for the same key winning.
async function headersFor(path: string): Promise<Record<string, string>> {
  const rules = (await nextConfig.headers?.()) ?? [];
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.source.replace(/:path\*/g, '.*').replace(/:(\w+)/g, '[^/]+')}$`);
    if (!pattern.test(path)) continue;
    for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  }
  return out;
}

describe('headers of shared pages', () => {
  it('send no referrer and ask not to be indexed', async () => {
    const headers = await headersFor('/share/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toMatch(/noindex/);
  });

  it('leave other pages with the site-wide policy', async () => {
    const headers = await headersFor('/projects');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-robots-tag']).toBeUndefined();
  });
});
