import { describe, expect, it } from 'vitest';
import { exportDocx } from '../../../lib/export/docx';
import { inlineSpans } from '../../../lib/text/inline-spans';
import { gatherExport } from '../../../lib/export/gather';
import { docxParagraphs, readZipEntry } from './zip';
import { scriptRows } from './fixtures';

const indexOfLine = (lines: string[], text: string) => lines.findIndex((l) => l === text);

describe('exportDocx', () => {
  it('is a zip (a .docx) whose document has the title and every part, headings and text in order', async () => {
    const file = await exportDocx(gatherExport(scriptRows()));
    expect(Buffer.from(file.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004');
    const lines = docxParagraphs(file);
    const order = [
      'Murder at the Jade Pavilion',
      'DM handbook',
      'Setup',
      'Read the truth only after round three.',
      'Hand out the handbooks',
      'Player handbook 1: Lin Wei',
      'You are Lin Wei (林薇), the jeweller’s apprentice.',
      'Never tell anyone about the second key.',
      'Player handbook 2: Mr Chen',
      '你是陈先生，拍卖会的主持人。',
      '你的秘密：你欠死者一大笔钱。',
      'Player handbook 3: Detective Hu',
      'Materials',
      '1. Clue card A — the torn ticket\n2. Clue card B — the second key',
      'Branch structure',
      'Node 1: accuse the apprentice → ending A.\nNode 2: accuse the host → ending B.',
    ];
    const at = order.map((text) => indexOfLine(lines, text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('maps the title, part headings, inner "#" headings, bullets and bold to Word structure', async () => {
    const xml = readZipEntry(await exportDocx(gatherExport(scriptRows())), 'word/document.xml')!;
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    // "## Setup" inside a level-1 part sits two levels below it.
    expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>[\s\S]*?Setup/);
    expect(xml).toContain('<w:numPr>');
    expect(xml).toMatch(/<w:b\/>[\s\S]*?<w:t[^>]*>truth<\/w:t>/);
    expect(xml).not.toContain('**');
  });

  it('marks a draft and its missing parts', async () => {
    const lines = docxParagraphs(
      await exportDocx(gatherExport(scriptRows({ state: 'executing' }, { dm: 'Only this.' }))),
    );
    expect(lines[1]).toBe('Draft export: 5 of 6 parts are not written yet.');
    expect(lines.filter((l) => l === '(not written yet)')).toHaveLength(5);
  });
});

describe('inlineSpans', () => {
  it('splits bold, italic and code, and leaves stray markers and snake_case alone', () => {
    expect(inlineSpans('a **b** *c* `d` e')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italics: true },
      { text: ' ' },
      { text: 'd', code: true },
      { text: ' e' },
    ]);
    expect(inlineSpans('2 * 3 * 4 and snake_case_name')).toEqual([{ text: '2 * 3 * 4 and snake_case_name' }]);
    expect(inlineSpans('中文**加粗**文字')).toEqual([{ text: '中文' }, { text: '加粗', bold: true }, { text: '文字' }]);
  });
});
