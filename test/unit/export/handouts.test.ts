import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { exportHandouts } from '../../../lib/export/handouts';
import { exportDocx } from '../../../lib/export/docx';
import { gatherExport } from '../../../lib/export/gather';
import { docxParagraphs } from './zip';
import { scriptRows, scriptText } from './fixtures';

async function files(zip: Uint8Array) {
  const archive = await JSZip.loadAsync(zip);
  const names = Object.keys(archive.files).sort();
  const texts = await Promise.all(names.map(async (n) => docxParagraphs(await archive.file(n)!.async('uint8array'))));
  return { names, texts: Object.fromEntries(names.map((n, i) => [n, texts[i].join('\n')])) };
}

describe('exportHandouts', () => {
  it('gives the game master and each player a Word file of their own, named for the role', async () => {
    const { names, texts } = await files(await exportHandouts(gatherExport(scriptRows({}, undefined))));
    expect(names).toEqual([
      '00 Game master.docx',
      '01 Player handbook 1 Lin Wei.docx',
      '02 Player handbook 2 Mr Chen.docx',
      '03 Player handbook 3 Detective Hu.docx',
    ]);
    const master = texts['00 Game master.docx'];
    expect(master).toContain('Read the truth only after round three.');
    expect(master).toContain('Clue card A — the torn ticket');
    expect(master).not.toContain('你的秘密');
    const chen = texts['02 Player handbook 2 Mr Chen.docx'];
    expect(chen).toContain('你的秘密：你欠死者一大笔钱。');
    expect(chen).not.toContain('Read the truth');
    expect(chen).not.toContain(scriptText('player-1').split('\n')[0]);
  });

  it('names the writer as the author of each file, and refuses a project that is not a script', async () => {
    const rows = scriptRows();
    const bundle = gatherExport({ ...rows, project: { ...rows.project, author: 'Ada Writer' } });
    const archive = await JSZip.loadAsync(await exportHandouts(bundle));
    const core = await JSZip.loadAsync(await archive.file('00 Game master.docx')!.async('uint8array'));
    expect(await core.file('docProps/core.xml')!.async('string')).toContain('<dc:creator>Ada Writer</dc:creator>');
    const whole = await JSZip.loadAsync(await exportDocx(bundle));
    expect(await whole.file('docProps/core.xml')!.async('string')).toContain('<dc:creator>Ada Writer</dc:creator>');
    await expect(
      exportHandouts({ ...bundle, project: { ...bundle.project, template: 'story' } }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
