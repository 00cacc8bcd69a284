import { describe, expect, it } from 'vitest';
import { sentenceAt, splitSentences } from '../../../lib/text/sentences';

const texts = (s: string) => splitSentences(s).map((x) => x.text);

describe('splitSentences', () => {
  it('splits English at . ! ? and keeps closing quotes with their sentence', () => {
    expect(texts('It rained. Did it stop? No! "Never," she said. "Go."  Then he left.')).toEqual([
      'It rained.',
      'Did it stop?',
      'No!',
      '"Never," she said.',
      '"Go."',
      'Then he left.',
    ]);
  });

  it('does not split at abbreviations, initials, decimals or a question followed by lowercase', () => {
    expect(
      texts('Mr. Darcy met Dr. Watson at 3.30 p.m. on the dot. J. K. Rowling wrote it, e.g. in Edinburgh.'),
    ).toEqual(['Mr. Darcy met Dr. Watson at 3.30 p.m. on the dot.', 'J. K. Rowling wrote it, e.g. in Edinburgh.']);
    expect(texts('"Where?" she asked. It was 2.5 km away.')).toEqual(['"Where?" she asked.', 'It was 2.5 km away.']);
  });

  it('treats an ellipsis as an end only before a capital', () => {
    expect(texts('I thought… maybe not. Wait... Then go.')).toEqual(['I thought… maybe not.', 'Wait...', 'Then go.']);
  });

  it('splits Chinese at 。！？； and …… with closing quotes', () => {
    expect(texts('他来了。“你好！”她说：“坐吧？”我们走吧；天黑了……好的')).toEqual([
      '他来了。',
      '“你好！”',
      '她说：“坐吧？”',
      '我们走吧；',
      '天黑了……',
      '好的',
    ]);
  });

  it('ends sentences at line breaks except wrapped English lines', () => {
    expect(texts('# Title\nFirst line\ncontinues here.\n\n- item one\n- item two')).toEqual([
      '# Title',
      'First line\ncontinues here.',
      '- item one',
      '- item two',
    ]);
  });

  it('gives offsets into the original text', () => {
    const text = '  One.  Two three.\n\n四五。';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(splitSentences(text).map((s) => s.start)).toEqual([2, 8, 20]);
  });

  it('finds the sentence containing an offset', () => {
    const spans = splitSentences('One. Two. Three.');
    expect(sentenceAt(spans, 6)?.text).toBe('Two.');
    expect(sentenceAt(spans, 0)?.text).toBe('One.');
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences(' \n\t ')).toEqual([]);
  });
});
