import { describe, expect, it } from 'vitest';
import { plainInline, plainMarkdown } from '../../../lib/text/markdown-plain';

describe('plainMarkdown', () => {
  it('shows Markdown as a reader sees it, without its markers', () => {
    const text = '## Night watch\n\nShe would **never** leave the *lamp*.\n\n- one `step`\n- two\n\n> A quote\n\n---';
    expect(plainMarkdown(text)).toBe(
      'Night watch\n\nShe would never leave the lamp.\n\n• one step\n• two\n\nA quote\n\n* * *',
    );
    expect(plainInline('the **never** of it')).toBe('the never of it');
    expect(plainInline('2 * 3 * 4 stays')).toBe('2 * 3 * 4 stays');
  });
});
