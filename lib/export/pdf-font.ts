import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The PDF's embedded typeface: Noto Sans SC (OFL) as the @embedpdf/fonts-sc package ships it, cut to
// the GB2312 set (6,763 common hanzi) plus Latin, about 8 MB a weight instead of 16. pdfkit embeds only
// the glyphs a document uses. Read once per process; the package sits in node_modules, beside the app.

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@embedpdf', 'fonts-sc', 'fonts');
const FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;

export type PdfFontWeight = keyof typeof FILES;

const loaded = new Map<PdfFontWeight, Promise<Buffer>>();

export function pdfFont(weight: PdfFontWeight): Promise<Buffer> {
  let font = loaded.get(weight);
  if (!font) {
    font = readFile(path.join(FONT_DIR, FILES[weight]));
    // A failed read is not cached: the next export tries again.
    font.catch(() => loaded.delete(weight));
    loaded.set(weight, font);
  }
  return font;
}
