import { describe, expect, it } from 'vitest';
import { gatherExport } from '../../../lib/export/gather';
import { exportMarkdown } from '../../../lib/export/markdown';
import { documentToMarkdown } from '../../../lib/workflow/assembly';
import { scriptRows, scriptText } from './fixtures';

const positions = (text: string, needles: string[]) => needles.map((n) => text.indexOf(n));
const increasing = (xs: number[]) => xs.every((x, i) => x >= 0 && (i === 0 || x > xs[i - 1]));

describe('exportMarkdown', () => {
  it('is the assembled document, every part in order, for a completed project', () => {
    const bundle = gatherExport(scriptRows());
    const md = exportMarkdown(bundle);
    expect(md).toBe(documentToMarkdown(bundle.document));
    expect(md.startsWith('# Murder at the Jade Pavilion\n')).toBe(true);
    const headings = [
      '## DM handbook',
      '## Player handbook 1: Lin Wei',
      '## Player handbook 2: Mr Chen',
      '## Player handbook 3: Detective Hu',
      '## Materials',
      '## Branch structure',
    ];
    expect(increasing(positions(md, headings))).toBe(true);
    expect(md).toContain(scriptText('player-2'));
  });

  it('says under the title of a draft how many parts are missing', () => {
    const md = exportMarkdown(gatherExport(scriptRows({ state: 'executing' }, { dm: 'Only the DM handbook.' })));
    const lines = md.split('\n');
    expect(lines[0]).toBe('# Murder at the Jade Pavilion');
    expect(lines[2]).toBe('> Draft export: 5 of 6 parts are not written yet.');
    expect(md.match(/\(not written yet\)/g)).toHaveLength(5);
  });
});
