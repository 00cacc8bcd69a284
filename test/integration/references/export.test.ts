import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { docxParagraphs, readZipEntry } from '../../unit/export/zip';
import { addReferences, importReferences } from '../../../lib/data/references/references';
import { loadAssembledDocument } from '../../../lib/export/load';
import { exportMarkdown } from '../../../lib/export/markdown';
import { exportJson } from '../../../lib/export/json';
import { exportDocx } from '../../../lib/export/docx';
import { exportEpub } from '../../../lib/export/epub';
import { exportPdf } from '../../../lib/export/pdf';
import { translatorFor } from '../../../lib/i18n/translator';

useTestDatabase();

const BIBTEX = `@article{smith2020, author = {Smith, John and Doe, Jane}, title = {Kinship and Exchange},
  journal = {Journal of Anthropology}, year = {2020}, volume = {12}, pages = {1--20}}`;
const SECTION_TEXT = 'Exchange binds groups [@smith2020], as later work on ritual argues [@guess2021].';

let ownerId: string;
let paperId: string;

/** A paper with one written section that cites a confirmed entry and one the model proposed. */
beforeAll(async () => {
  ownerId = (await makeUser('writer@example.com')).id;
  const paper = await makeProject(ownerId, 'paper');
  paperId = paper.id;
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: paperId, key: 'sections' } });
  const section = await db().section.create({
    data: { projectId: paperId, stageId: stage.id, key: 's1', position: 0, displayNumber: '1', title: 'Introduction' },
  });
  const version = await db().version.create({
    data: {
      projectId: paperId,
      stageId: stage.id,
      sectionId: section.id,
      number: 1,
      source: 'model',
      text: SECTION_TEXT,
    },
  });
  await db().section.update({ where: { id: section.id }, data: { currentVersionId: version.id } });
  await importReferences({ db: db(), ownerId, projectId: paperId }, { text: BIBTEX, translate: translatorFor('en') });
  const proposed = {
    id: 'guess2021',
    type: 'book',
    title: 'Ritual Economies',
    author: [{ family: 'Okafor', given: 'Ada' }],
  };
  await addReferences(
    { db: db(), ownerId, projectId: paperId },
    { items: [{ ...proposed, issued: { 'date-parts': [[2021]] } }], verified: false },
  );
});

async function useStyle(citationStyle: string) {
  const project = await db().project.findUniqueOrThrow({ where: { id: paperId } });
  await db().project.update({
    where: { id: paperId },
    data: { config: { ...(project.config as object), citationStyle } },
  });
}

const CASES = [
  {
    style: 'APA',
    inText: 'Exchange binds groups (Smith & Doe, 2020), as later work on ritual argues (Okafor, 2021).',
    smith: 'Smith, J., & Doe, J. (2020). Kinship and Exchange. Journal of Anthropology, 12, 1–20.',
    okafor: 'Okafor, A. (2021). Ritual Economies. [unverified]',
    // The style's italics, as inline Markdown.
    smithMd: 'Smith, J., & Doe, J. (2020). Kinship and Exchange. *Journal of Anthropology*, *12*, 1–20.',
    okaforMd: 'Okafor, A. (2021). *Ritual Economies*. [unverified]',
    italics: ['Ritual Economies', 'Journal of Anthropology', '12'],
  },
  {
    style: 'MLA',
    inText: 'Exchange binds groups (Smith and Doe), as later work on ritual argues (Okafor).',
    smith: 'Smith, John, and Jane Doe. “Kinship and Exchange.” Journal of Anthropology, vol. 12, 2020, pp. 1–20.',
    okafor: 'Okafor, Ada. Ritual Economies. 2021. [unverified]',
    smithMd: 'Smith, John, and Jane Doe. “Kinship and Exchange.” *Journal of Anthropology*, vol. 12, 2020, pp. 1–20.',
    okaforMd: 'Okafor, Ada. *Ritual Economies*. 2021. [unverified]',
    italics: ['Ritual Economies', 'Journal of Anthropology'],
  },
] as const;

describe('the reference list in every export', () => {
  for (const c of CASES)
    it(`renders citations and the bibliography in ${c.style} into Markdown, Word and JSON`, async () => {
      await useStyle(c.style);
      const bundle = await loadAssembledDocument({ db: db(), ownerId, projectId: paperId });
      expect(bundle.document.parts.map((p) => p.heading)).toEqual(['1 Introduction', 'References']);

      const md = exportMarkdown(bundle);
      expect(md).toContain(c.inText);
      expect(md).toContain(`## References\n\n${c.okaforMd}\n\n${c.smithMd}`);

      const docx = await exportDocx(bundle);
      const lines = docxParagraphs(docx);
      expect(lines).toEqual(expect.arrayContaining([c.inText, 'References', c.smith, c.okafor]));
      // Word sets the style's italics as italic runs, and indents each entry's later lines.
      const xml = readZipEntry(docx, 'word/document.xml')!;
      const list = xml.slice(xml.indexOf('>References<'));
      const italicRuns = [...list.matchAll(/<w:r>(?:(?!<\/w:r>)[\s\S])*?<w:i\/>[\s\S]*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map(
        (m) => m[1],
      );
      expect(italicRuns).toEqual(c.italics);
      expect(list.match(/w:hanging="720"/g)).toHaveLength(2);

      const json = exportJson(bundle) as {
        document: { parts: { key: string; text: string }[] };
        references: { verified: boolean; item: { id: string } }[];
      };
      expect(json.references.map((r) => [r.item.id, r.verified])).toEqual([
        ['smith2020', true],
        ['guess2021', false],
      ]);
      const references = json.document.parts.find((p) => p.key === 'references');
      expect(references?.text.split('\n\n')).toEqual([c.okaforMd, c.smithMd]);
    });
});

describe('the reference list in EPUB and PDF', () => {
  it('keeps the style’s italics and hanging indent', async () => {
    await useStyle('APA');
    const bundle = await loadAssembledDocument({ db: db(), ownerId, projectId: paperId });

    const epub = await exportEpub(bundle);
    const page = readZipEntry(epub, 'OEBPS/part-002.xhtml')!;
    expect(page).toContain(
      '<p class="reference hanging">Okafor, A. (2021). <em>Ritual Economies</em>. [unverified]</p>',
    );
    expect(page).toContain('<em>Journal of Anthropology</em>, <em>12</em>, 1–20.</p>');
    expect(readZipEntry(epub, 'OEBPS/style.css')).toContain(
      'p.reference.hanging { padding-left: 2em; text-indent: -2em; }',
    );

    // The embedded face has no italic: Latin italics are set in PDF's oblique Helvetica.
    const pdf = Buffer.from(await exportPdf(bundle)).toString('latin1');
    expect(pdf).toContain('/BaseFont /Helvetica-Oblique');
  });
});
