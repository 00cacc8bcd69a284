import { DOMParser, type Document as XmlDocument } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { db, useTestDatabase } from '../../support/db';
import { makeProject } from '../../support/projects';
import { readZipEntry } from '../../unit/export/zip';

// EPUB and PDF downloads from the export route on real Postgres, read back the way a reader would:
// the EPUB's XHTML parsed as XML, the PDF's text extracted. Only the session lookup is replaced.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));

const { GET } = await import('../../../app/api/projects/[projectId]/export/route');
const { importSections } = await import('../../../lib/data/projects/import-manuscript');
const { assembleDocument } = await import('../../../lib/workflow/assembly');
const { exportEpub } = await import('../../../lib/export/epub');
const { exportPdf } = await import('../../../lib/export/pdf');
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

useTestDatabase();

const SENTENCE = '托马斯站在码头上，看着远处的船慢慢靠岸。';
let projectId: string;

/** Strict XML: any well-formedness error fails the test. */
const parseXml = (xml: string): XmlDocument =>
  new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(xml, 'application/xml');

const texts = (doc: XmlDocument, tag: string) =>
  Array.from(doc.getElementsByTagName(tag)).map((e) => e.textContent?.trim() ?? '');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

async function download(format: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/projects/${projectId}/export?format=${format}`), {
    params: Promise.resolve({ projectId }),
  });
}

beforeAll(async () => {
  const u = await db().user.create({ data: { email: 'writer@example.com', name: 'W', passwordHash: 'x' } });
  current = { id: u.id, email: u.email, name: 'W', role: 'writer', locale: 'zh' };
  projectId = (await makeProject(u.id, 'story')).id;
  await db().project.update({ where: { id: projectId }, data: { title: '雾港 Harbour' } });
  await importSections(
    { db: db(), ownerId: u.id, projectId },
    {
      stageKey: 'final',
      sections: [
        { title: '第一章 风起', text: `${SENTENCE}\n\n# 回忆\n\n他想起了那个**冬天**。` },
        { title: 'Chapter Two: Night <Crossing> & After', text: 'The boat left at night.\n\n> A quoted line.' },
      ],
    },
  );
});

describe('EPUB export', () => {
  it('is a valid EPUB package whose pages carry the title, the headings and the Chinese text', async () => {
    const response = await download('epub');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/epub+zip');
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('雾港 Harbour')}.epub`,
    );
    const zip = new Uint8Array(await response.arrayBuffer());
    // The first entry is "mimetype", stored uncompressed, so readers can sniff the type.
    expect(Buffer.from(zip.subarray(30, 58)).toString('latin1')).toBe('mimetypeapplication/epub+zip');

    const container = parseXml(readZipEntry(zip, 'META-INF/container.xml')!);
    expect(container.getElementsByTagName('rootfile')[0].getAttribute('full-path')).toBe('OEBPS/content.opf');
    const opf = parseXml(readZipEntry(zip, 'OEBPS/content.opf')!);
    expect(texts(opf, 'dc:title')).toEqual(['雾港 Harbour']);
    expect(texts(opf, 'dc:language')).toEqual(['en']);
    const spine = Array.from(opf.getElementsByTagName('itemref')).map((i) => i.getAttribute('idref'));
    expect(spine).toEqual(['title', 'part1', 'part2']);

    const nav = parseXml(readZipEntry(zip, 'OEBPS/nav.xhtml')!);
    expect(texts(nav, 'a')).toEqual(['第一章 风起', 'Chapter Two: Night <Crossing> & After']);
    const title = parseXml(readZipEntry(zip, 'OEBPS/title.xhtml')!);
    expect(texts(title, 'h1')).toEqual(['雾港 Harbour']);
    const first = parseXml(readZipEntry(zip, 'OEBPS/part-001.xhtml')!);
    expect(texts(first, 'h1')).toEqual(['第一章 风起']);
    expect(texts(first, 'h2')).toEqual(['回忆']);
    expect(texts(first, 'p')).toEqual([SENTENCE, '他想起了那个冬天。']);
    expect(texts(first, 'strong')).toEqual(['冬天']);
    const second = parseXml(readZipEntry(zip, 'OEBPS/part-002.xhtml')!);
    expect(texts(second, 'h1')).toEqual(['Chapter Two: Night <Crossing> & After']);
    expect(texts(second, 'blockquote')).toEqual(['A quoted line.']);
  });
});

describe('PDF export', () => {
  it('is a PDF whose extracted text has the title, the headings and the Chinese sentence', async () => {
    const response = await download('pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The embedded font is a subset: only the glyphs used, not the whole 8 MB face.
    expect(bytes.length).toBeLessThan(400_000);
    const text = await pdfText(bytes);
    for (const expected of ['雾港 Harbour', '第一章 风起', '回忆', SENTENCE, '他想起了那个冬天。'])
      expect(text).toContain(expected);
    expect(text).toContain('Chapter Two: Night <Crossing> & After');
  });
});

describe('a paper’s reference list', () => {
  it('ends both the EPUB and the PDF', async () => {
    const assembled = assembleDocument({
      template: 'paper',
      mode: 'staged',
      title: '功能主义人类学',
      config: { citationStyle: 'GB/T 7714', language: 'zh' },
      artifacts: {},
      sections: {
        sections: [{ key: 's1', displayNumber: '1', title: '引言', text: '功能主义认为文化满足需要[@m1944]。' }],
      },
      references: [
        {
          item: {
            id: 'm1944',
            type: 'book',
            author: [{ family: '马林诺夫斯基' }],
            issued: { 'date-parts': [[1944]] },
            title: '文化论',
          },
          verified: true,
        },
      ],
    });
    if (!assembled.ok) throw new Error(assembled.error);
    const bundle = {
      project: {
        id: 'p1',
        title: '功能主义人类学',
        template: 'paper' as const,
        mode: 'staged' as const,
        state: 'completed',
        engine: null,
        language: 'zh' as const,
        config: {},
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      status: 'complete' as const,
      stages: [],
      sections: [],
      document: assembled.document,
      missing: [],
      assemblyIssue: null,
    };
    const epub = await exportEpub(bundle);
    const references = parseXml(readZipEntry(epub, 'OEBPS/part-002.xhtml')!);
    expect(texts(references, 'h1')).toEqual(['参考文献']);
    expect(texts(references, 'p').join('')).toContain('马林诺夫斯基. 文化论');
    const text = await pdfText(await exportPdf(bundle));
    expect(text).toContain('1 引言');
    expect(text).toContain('参考文献');
    expect(text).toContain('马林诺夫斯基. 文化论');
  });
});
