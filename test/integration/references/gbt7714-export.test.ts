import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { docxParagraphs, readZipEntry } from '../../unit/export/zip';
import { importReferences } from '../../../lib/data/references/references';
import { loadAssembledDocument } from '../../../lib/export/load';
import { exportMarkdown } from '../../../lib/export/markdown';
import { exportDocx } from '../../../lib/export/docx';
import { exportEpub } from '../../../lib/export/epub';
import { exportPdf } from '../../../lib/export/pdf';
import { translatorFor } from '../../../lib/i18n/translator';

// A Chinese paper in GB/T 7714 whose sections cite its sources in another order than they were
// imported: the numbers in the text and in the reference list follow the first citation, in every export.

useTestDatabase();

// Imported in this order; cited first li2019, then malinowski1944, then smith2020; zed2001 never.
const BIBTEX = `@article{smith2020, author = {Smith, John and Doe, Jane}, title = {Kinship and Exchange},
  journal = {Journal of Anthropology}, year = {2020}, volume = {12}, pages = {1--20}}
@book{malinowski1944, author = {Malinowski, Bronisław}, title = {A Scientific Theory of Culture},
  publisher = {University of North Carolina Press}, address = {Chapel Hill}, year = {1944}}
@book{li2019, author = {李, 伟}, title = {仪式与功能}, publisher = {商务印书馆}, address = {北京}, year = {2019}}
@book{zed2001, author = {Zed, Zoe}, title = {Never Cited}, publisher = {Press}, year = {2001}}`;

const SECTIONS = [
  { title: '引言', text: '功能主义把习俗看作社会整体的一部分[@li2019]。马林诺夫斯基强调需要[@malinowski1944]。' },
  { title: '文献综述', text: '三种解释各有侧重[@smith2020; @li2019; @malinowski1944]。' },
  { title: '结论', text: '交换维系亲属群体[@smith2020]，这一点早有论述[@malinowski1944]。' },
];
const CITED_TEXT = [
  '功能主义把习俗看作社会整体的一部分[1]。马林诺夫斯基强调需要[2]。',
  '三种解释各有侧重[1-3]。',
  '交换维系亲属群体[3]，这一点早有论述[2]。',
];
const LIST = [
  '[1] 李伟. 仪式与功能[M]. 北京: 商务印书馆, 2019.',
  '[2] MALINOWSKI B. A Scientific Theory of Culture[M]. Chapel Hill: University of North Carolina Press, 1944.',
  '[3] SMITH J, DOE J. Kinship and Exchange[J]. Journal of Anthropology, 2020, 12: 1-20.',
];

let scope: { db: ReturnType<typeof db>; ownerId: string; projectId: string };

beforeAll(async () => {
  const owner = await makeUser('zh-writer@example.com');
  const paper = await makeProject(owner.id, 'paper');
  scope = { db: db(), ownerId: owner.id, projectId: paper.id };
  const { config } = await db().project.findUniqueOrThrow({ where: { id: paper.id } });
  await db().project.update({
    where: { id: paper.id },
    data: { config: { ...(config as object), citationStyle: 'GB/T 7714', language: 'zh' } },
  });
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: paper.id, key: 'sections' } });
  for (const [i, s] of SECTIONS.entries()) {
    const section = await db().section.create({
      data: {
        projectId: paper.id,
        stageId: stage.id,
        key: `s${i + 1}`,
        position: i,
        displayNumber: String(i + 1),
        title: s.title,
      },
    });
    const version = await db().version.create({
      data: { projectId: paper.id, stageId: stage.id, sectionId: section.id, number: 1, source: 'model', text: s.text },
    });
    await db().section.update({ where: { id: section.id }, data: { currentVersionId: version.id } });
  }
  await importReferences(scope, { text: BIBTEX, translate: translatorFor('zh') });
});

describe('a Chinese paper in GB/T 7714', () => {
  it('numbers its sources by first citation in the text and the reference list alike', async () => {
    const bundle = await loadAssembledDocument(scope);
    expect(bundle.document.parts.map((p) => p.heading)).toEqual(['1 引言', '2 文献综述', '3 结论', '参考文献']);
    expect(bundle.document.parts.slice(0, 3).map((p) => p.text)).toEqual(CITED_TEXT);

    const md = exportMarkdown(bundle);
    expect(md).toContain(`## 参考文献\n\n${LIST.join('\n\n')}\n`);
    // The source cited alone as [@li2019] is [1] in the text and in the list, [@malinowski1944] [2],
    // [@smith2020] [3]; the source nobody cites is not listed.
    expect(md).not.toContain('Never Cited');
  });

  it('writes the same numbers and list, with a hanging indent, into Word, EPUB and PDF', async () => {
    const bundle = await loadAssembledDocument(scope);

    const docx = await exportDocx(bundle);
    expect(docxParagraphs(docx)).toEqual(expect.arrayContaining([...CITED_TEXT, '参考文献', ...LIST]));
    const xml = readZipEntry(docx, 'word/document.xml')!;
    const listParagraphs = [...xml.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g)]
      .map((m) => m[0])
      .filter((p) => /\[\d\]/.test(p) && p.includes('<w:ind'));
    expect(listParagraphs).toHaveLength(3);
    for (const p of listParagraphs) expect(p).toMatch(/<w:ind [^>]*w:hanging="720"/);

    const epub = await exportEpub(bundle);
    const page = readZipEntry(epub, 'OEBPS/part-004.xhtml')!;
    const doc = new DOMParser().parseFromString(page, 'application/xml');
    const entries = Array.from(doc.getElementsByTagName('p'));
    expect(entries.map((p) => p.getAttribute('class'))).toEqual([
      'reference hanging',
      'reference hanging',
      'reference hanging',
    ]);
    expect(entries.map((p) => p.textContent)).toEqual(LIST);
    expect(readZipEntry(epub, 'OEBPS/part-002.xhtml')).toContain(CITED_TEXT[1]);

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: await exportPdf(bundle), useSystemFonts: false }).promise;
    const items: { str: string; transform: number[] }[] = [];
    for (let n = 1; n <= pdf.numPages; n++)
      for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item);
    // Lines wrap where the page ends, so compare without spaces.
    const text = items
      .map((i) => i.str)
      .join('')
      .replace(/\s+/g, '');
    for (const line of [...CITED_TEXT, ...LIST]) expect(text).toContain(line.replace(/\s+/g, ''));
    // The entry that wraps continues half an inch (36 pt) right of where its number starts.
    const start = items.findIndex((i) => i.str.startsWith('[2] MALINOWSKI'));
    const x = (i: number) => items[i].transform[4];
    const wrapped = items.findIndex(
      (i, n) => n > start && i.str.trim() && items[n].transform[5] !== items[start].transform[5],
    );
    expect(x(wrapped) - x(start)).toBeCloseTo(36, 0);
  });
});
