import { describe, expect, it } from 'vitest';

// The browser's zod setting is made without importing zod (so that pages without forms do not load it):
// it must still reach zod.
describe('zod client config', () => {
  it('makes zod jitless without importing it', async () => {
    await import('@/components/ui/zod-client-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
