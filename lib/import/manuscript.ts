import 'server-only';
import { isSafeText } from '../validation';
import { IMPORT_EXTENSIONS, MAX_IMPORT_BYTES } from '../workflow/import-limits';
import { MAX_DOCUMENT_CHARS } from '../workflow/templates/fields';
import { OffThreadProblem, runOffThread } from './thread/off-thread';

// An uploaded manuscript (.docx or Markdown) read into Markdown text, or the reason it cannot be.

type ManuscriptProblem = 'too_large' | 'too_large_unpacked' | 'empty' | 'wrong_type' | 'unreadable' | 'too_long';
export type ManuscriptResult = { ok: true; markdown: string } | { ok: false; problem: ManuscriptProblem };

/** The file name without its extension, for a title when the text has none. */
export const fileStem = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]+$/, '')
    .trim();

// Control characters other than tab and newline: sections refuse them, and they carry no prose.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
// A .docx is a zip archive; anything else under that name is refused before mammoth sees it.
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

function decodeText(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

async function readManuscript(name: string, bytes: Buffer): Promise<ManuscriptResult> {
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, problem: 'too_large' };
  const extension = extensionOf(name);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) return { ok: false, problem: 'wrong_type' };
  if (bytes.length === 0) return { ok: false, problem: 'empty' };

  let markdown: string | null;
  if (extension === '.docx') {
    if (!isZip(bytes)) return { ok: false, problem: 'unreadable' };
    try {
      // On a thread of its own with capped memory: a zip bomb is refused there (lib/import/docx-zip.ts).
      markdown = await runOffThread('docx', new Uint8Array(bytes));
    } catch (error) {
      if (error instanceof OffThreadProblem && error.problem === 'too_large')
        return { ok: false, problem: 'too_large_unpacked' };
      markdown = null;
    }
  } else markdown = decodeText(bytes);

  if (markdown === null || !isSafeText(markdown)) return { ok: false, problem: 'unreadable' };
  const text = markdown.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (text.length > MAX_DOCUMENT_CHARS) return { ok: false, problem: 'too_long' };
  return { ok: true, markdown: text };
}

/** A form's file field read and checked; anything that is not a file is "missing". */
export async function readUploadedManuscript(
  file: unknown,
): Promise<ManuscriptResult | { ok: false; problem: 'missing' }> {
  if (!(file instanceof File)) return { ok: false, problem: 'missing' };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: 'too_large' };
  return readManuscript(file.name, Buffer.from(await file.arrayBuffer()));
}
