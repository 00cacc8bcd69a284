import { describe, expect, it } from 'vitest';
import { asciiFileStem, attachmentDisposition, safeFileStem } from '../../../lib/export/filename';

const parse = (header: string) => ({
  ascii: /filename="([^"]*)"/.exec(header)?.[1],
  utf8: decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(header)?.[1] ?? ''),
});

describe('attachmentDisposition', () => {
  it('keeps a Chinese title in filename* and gives old clients an ASCII name', () => {
    const header = attachmentDisposition('马林诺夫斯基与功能主义人类学', 'docx');
    expect(header.startsWith('attachment; ')).toBe(true);
    expect(parse(header)).toEqual({ ascii: 'storyfold-export.docx', utf8: '马林诺夫斯基与功能主义人类学.docx' });
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('transliterates accents and hyphenates the rest', () => {
    expect(parse(attachmentDisposition('Café “Noir”: Part 1', 'md'))).toEqual({
      ascii: 'Cafe-Noir-Part-1.md',
      utf8: 'Café “Noir” Part 1.md',
    });
  });

  it('cannot carry a path, a quote or a header break', () => {
    const header = attachmentDisposition('../../etc/passwd"\r\nSet-Cookie: x=1', 'json');
    expect(header).not.toMatch(/[\r\n]/);
    const { ascii, utf8 } = parse(header);
    expect(ascii).not.toMatch(/[/\\"]/);
    expect(utf8).not.toMatch(/[/\\"\r\n]/);
    expect(utf8.startsWith('.')).toBe(false);
    expect(/filename\*=UTF-8''(\S+)$/.exec(attachmentDisposition("It's (not) *done*", 'md'))?.[1]).toMatch(
      /^[A-Za-z0-9%._~-]+$/,
    );
  });

  it('falls back to a fixed name for an empty title and caps long ones', () => {
    expect(safeFileStem('  ')).toBe('storyfold-export');
    expect(asciiFileStem('///')).toBe('storyfold-export');
    expect([...safeFileStem('长'.repeat(500))]).toHaveLength(100);
  });
});
