import mammoth from 'mammoth';
import { boundedDocx } from './docx-zip';

// A Word document as the Markdown-ish prose the editor and the exports use. Word's "Title" becomes the
// one top-level heading and Word's headings sit one level below it, so a document with a title and
// chapters splits into those chapters. Images and other objects are left out.

const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='heading 1'] => h2:fresh",
  "p[style-name='heading 2'] => h3:fresh",
  "p[style-name='heading 3'] => h4:fresh",
  "p[style-name='heading 4'] => h5:fresh",
  "p[style-name='heading 5'] => h6:fresh",
  "p[style-name='heading 6'] => h6:fresh",
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Mammoth's simple, well-formed HTML (headings, paragraphs, lists, emphasis, tables) as Markdown. */
function htmlToMarkdown(html: string): string {
  const text = html
    .replace(/<h([1-6])[^>]*>/g, (_, level: string) => `\n\n${'#'.repeat(Number(level))} `)
    .replace(/<\/(h[1-6]|p|table|tr)>/g, '\n\n')
    .replace(/<li[^>]*>/g, '\n- ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/?(strong|b)>/g, '**')
    .replace(/<\/?(em|i)>/g, '*')
    .replace(/<\/t[dh]>/g, ' ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Throws TooLargeError past the archive's bounds, anything else when mammoth cannot read the bytes. */
export async function docxToMarkdown(bytes: Buffer): Promise<string> {
  const result = await mammoth.convertToHtml(
    { buffer: await boundedDocx(bytes) },
    { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return htmlToMarkdown(result.value);
}
