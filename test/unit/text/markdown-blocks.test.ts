import { describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../../lib/text/markdown-blocks';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs, lists, quotes, code and breaks as the export does', () => {
    const text = [
      '# Plan',
      '**Goal:** light the lamp',
      'before the storm.',
      '',
      '- Mei climbs',
      '* the tower',
      '1. First',
      '2) Second',
      '> A quote',
      '> goes on',
      '---',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    expect(markdownBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Plan' },
      { kind: 'paragraph', lines: ['**Goal:** light the lamp', 'before the storm.'] },
      {
        kind: 'list',
        ordered: false,
        items: [
          { marker: '-', text: 'Mei climbs', depth: 0 },
          { marker: '*', text: 'the tower', depth: 0 },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          { marker: '1.', text: 'First', depth: 0 },
          { marker: '2)', text: 'Second', depth: 0 },
        ],
      },
      { kind: 'quote', lines: ['A quote', 'goes on'] },
      { kind: 'rule' },
      { kind: 'code', lines: ['# not a heading'] },
    ]);
  });

  it('drops no words: every non-blank line of plain prose comes back', () => {
    const text = '第一段。\r\n\r\n第二段 *很* 长\n  继续 ';
    const words = markdownBlocks(text).flatMap((b) => ('lines' in b ? b.lines : []));
    expect(words).toEqual(['第一段。', '第二段 *很* 长', '继续']);
  });
});
