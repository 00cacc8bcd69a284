import { describe, expect, it } from 'vitest';
import { MIN_EXCERPT_CHARS, rollingContext } from '../../../lib/engine/model/prompts/rolling-context';

const section = (i: number, size: number) => ({
  title: `S${i}`,
  text: `${i}:`.padEnd(size, String.fromCharCode(97 + (i % 26))),
});

describe('rollingContext', () => {
  it('carries every earlier section in full under the budget', () => {
    const earlier = [section(1, 100), section(2, 100)];
    const r = rollingContext(earlier, 1000);
    expect(r.summarised).toBe(false);
    for (const e of earlier) expect(r.text).toContain(e.text);
  });

  it('over budget keeps the latest in full, excerpts older ones, and stays near the budget', () => {
    const earlier = Array.from({ length: 8 }, (_, i) => section(i, 1000));
    const r = rollingContext(earlier, 4000);
    expect(r.summarised).toBe(true);
    expect(r.text).toContain(earlier[7].text);
    expect(r.text).not.toContain(earlier[0].text);
    expect(r.text).toContain('title="S0" mode="excerpt"');
    expect(r.text.length).toBeLessThan(4000 * 1.3);
    // Order is kept: S0 before S7.
    expect(r.text.indexOf('title="S0"')).toBeLessThan(r.text.indexOf('title="S7"'));
  });

  it('keeps the end of a single huge previous section', () => {
    const big = { title: 'Big', text: 'start '.repeat(1000) + 'THE END' };
    const r = rollingContext([big], 2000);
    expect(r.text).toContain('THE END');
    expect(r.text).toContain('mode="excerpt"');
  });

  it('lists the oldest by title only when excerpts would not fit', () => {
    const earlier = Array.from({ length: 40 }, (_, i) => section(i, 1000));
    const r = rollingContext(earlier, 4000);
    expect(r.text).toContain('title="S0" mode="omitted"');
    expect(r.text).toContain('title="S39" mode="full"');
    expect(r.text.length).toBeLessThan(4000 + 40 * 120 + MIN_EXCERPT_CHARS * 2);
  });
});
