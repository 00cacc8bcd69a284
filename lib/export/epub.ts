import JSZip from 'jszip';
import { escapeXml, partBody, xhtmlPage } from './epub-xhtml';
import { draftNotice } from './placeholder';
import type { ExportBundle } from './types';

// The document as an EPUB 3 book: a title page, one page per part, and a navigation list. Readers
// bring their own fonts; the style sheet names common Chinese faces for Chinese text.

const CONTAINER = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

const STYLE = `body { font-family: serif, "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", "SimSun"; line-height: 1.6; }
h1, h2, h3, h4, h5, h6 { font-family: sans-serif, "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei"; }
blockquote { margin-left: 2em; font-style: italic; }
hr.scene-break { border: none; text-align: center; }
hr.scene-break::after { content: "* * *"; }
p.notice { font-style: italic; }
p.reference { margin: 0 0 0.6em; }
p.reference.hanging { padding-left: 2em; text-indent: -2em; }
`;

const partFile = (i: number) => `part-${String(i + 1).padStart(3, '0')}.xhtml`;

function packageDocument(bundle: ExportBundle): string {
  const { document, project } = bundle;
  const items = document.parts.map(
    (_, i) => `<item id="part${i + 1}" href="${partFile(i)}" media-type="application/xhtml+xml"/>`,
  );
  const spine = document.parts.map((_, i) => `<itemref idref="part${i + 1}"/>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${project.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:storyfold:${escapeXml(project.id)}</dc:identifier>
    <dc:title>${escapeXml(document.title)}</dc:title>
    <dc:language>${project.language}</dc:language>
    <dc:creator>${escapeXml(project.author || 'StoryFold')}</dc:creator>
    <meta property="dcterms:modified">${project.updatedAt.replace(/\.\d+Z$/, 'Z')}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
    ${items.join('\n    ')}
  </manifest>
  <spine>
    <itemref idref="title"/>
    ${spine.join('\n    ')}
  </spine>
</package>
`;
}

function navPage(bundle: ExportBundle): string {
  const entries = bundle.document.parts.map(
    (part, i) => `<li><a href="${partFile(i)}">${escapeXml(part.heading.replace(/\s*\n\s*/g, ' '))}</a></li>`,
  );
  const heading = bundle.project.language === 'zh' ? '目录' : 'Contents';
  const body = `<nav epub:type="toc" id="toc"><h1>${heading}</h1><ol>\n${entries.join('\n')}\n</ol></nav>`;
  return xhtmlPage(heading, bundle.project.language, body);
}

function titlePage(bundle: ExportBundle): string {
  const { document, project } = bundle;
  const notice =
    bundle.status === 'draft'
      ? `<p class="notice">${escapeXml(draftNotice(project.language, bundle.missing.length, document.parts.length))}</p>`
      : '';
  return xhtmlPage(document.title, project.language, `<h1 class="title">${escapeXml(document.title)}</h1>${notice}`);
}

/** The document as an .epub file; the uncompressed "mimetype" entry comes first, as the format requires. */
export async function exportEpub(bundle: ExportBundle): Promise<Uint8Array<ArrayBuffer>> {
  const { document, project } = bundle;
  const zip = new JSZip();
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' });
  zip.file('META-INF/container.xml', CONTAINER);
  zip.file('OEBPS/content.opf', packageDocument(bundle));
  zip.file('OEBPS/nav.xhtml', navPage(bundle));
  zip.file('OEBPS/style.css', STYLE);
  zip.file('OEBPS/title.xhtml', titlePage(bundle));
  document.parts.forEach((part, i) =>
    zip.file(`OEBPS/${partFile(i)}`, xhtmlPage(part.heading, project.language, partBody(part))),
  );
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return new Uint8Array(bytes);
}
