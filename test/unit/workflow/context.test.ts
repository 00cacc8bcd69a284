import { describe, expect, it } from 'vitest';
import {
  renderContext,
  rollingContext,
  SUMMARY_MARKER,
  summariseSection,
  TRUNCATION_MARKER,
  truncateText,
} from '@/lib/workflow/context';

const long = (n: number) => `First sentence here. ${'Middle words go on. '.repeat(n)}Last one ends it.`;

describe('summariseSection', () => {
  it('keeps headings and the first and last sentences', () => {
    const s = summariseSection(`# Part one\n${long(20)}`);
    expect(s).toBe(`${SUMMARY_MARKER}\n# Part one\nFirst sentence here. … Last one ends it.`);
  });
  it('splits Chinese sentences', () => {
    expect(summariseSection('他来了。天黑了。她走了！')).toBe(`${SUMMARY_MARKER}\n他来了。 … 她走了！`);
  });
});

describe('truncateText', () => {
  it('cuts with a marker and leaves short text alone', () => {
    expect(truncateText('abcdefghij', 6)).toBe(`abc${TRUNCATION_MARKER}`);
    expect(truncateText('abc', 6)).toBe('abc');
  });
});

describe('rollingContext', () => {
  it('keeps everything in full within budget', () => {
    const c = rollingContext(
      [
        { title: 'One', text: 'Alpha.' },
        { title: 'Two', text: 'Beta.' },
      ],
      1000,
    );
    expect(c.entries.map((e) => e.form)).toEqual(['full', 'full']);
    expect(renderContext(c)).toBe('## One\nAlpha.\n\n## Two\nBeta.');
  });

  it('summarises the oldest first, keeping the nearest in full', () => {
    const earlier = [
      { title: 'One', text: long(30) },
      { title: 'Two', text: long(30) },
      { title: 'Three', text: long(5) },
    ];
    const c = rollingContext(earlier, 900);
    expect(c.entries.map((e) => e.form)).toEqual(['summary', 'full', 'full']);
    expect(c.chars).toBeLessThanOrEqual(900);
  });

  it('truncates summaries to equal shares when summaries alone are too long', () => {
    const earlier = Array.from({ length: 4 }, (_, i) => ({ title: `T${i}`, text: `${'x'.repeat(300)}. ${long(10)}` }));
    const c = rollingContext(earlier, 200);
    expect(c.entries.every((e) => e.form === 'truncated')).toBe(true);
    expect(c.chars).toBeLessThanOrEqual(200);
  });
});
