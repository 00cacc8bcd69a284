import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { docxToMarkdown } from '../import/docx-markdown';
import { readWordReview } from '../import/word-review/read-word-review';
import type { EditorReading } from '../workflow/editor/marks';
import { BIBLE_KINDS, type BibleEntryText } from '../workflow/bible/entry';
import { DEFAULT_CHECKS, REVIEW_CHECKS, type ReviewCheckName } from '../engine/review/checks';

export const MAX_REVIEW_CHARS = 3_000_000;

export const USAGE = `Usage: npm run -s review -- --doc FILE [--bible BIBLE.json] [--original FILE] [--lang en|zh] [--checks ${Object.keys(REVIEW_CHECKS).join(',')}] [--format json|text] [--engine offline|model]
  FILE is .md, .txt or .docx; BIBLE.json is an array of {"name", "kind": "character"|"place"|"object"|"term", "aliases"?, "description"?}.
  Findings go to stdout (JSON by default); exit 0 when the review ran, 2 with one line on stderr for bad input.`;

export interface ReviewOptions {
  doc: string;
  bible?: string;
  original?: string;
  lang?: 'en' | 'zh';
  checks: ReviewCheckName[];
  format: 'json' | 'text';
  engine: 'offline' | 'model';
  help: boolean;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

const OPTIONS = {
  doc: { type: 'string' },
  bible: { type: 'string' },
  original: { type: 'string' },
  lang: { type: 'string' },
  checks: { type: 'string' },
  format: { type: 'string' },
  engine: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export function parseReviewArgs(argv: string[]): Checked<ReviewOptions> {
  let v;
  try {
    v = parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (v.help) return { ok: true, value: { doc: '', checks: [], format: 'json', engine: 'offline', help: true } };
  if (!v.doc) return fail('Missing --doc FILE.');
  if (v.lang !== undefined && v.lang !== 'en' && v.lang !== 'zh')
    return fail(`--lang must be "en" or "zh", not "${v.lang}".`);
  if (v.format !== undefined && v.format !== 'json' && v.format !== 'text')
    return fail(`--format must be "json" or "text", not "${v.format}".`);
  if (v.engine !== undefined && v.engine !== 'offline' && v.engine !== 'model')
    return fail(`--engine must be "offline" or "model", not "${v.engine}".`);
  const checks = v.checks
    ? v.checks
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : DEFAULT_CHECKS;
  const unknown = checks.filter((c) => !(c in REVIEW_CHECKS));
  if (unknown.length || checks.length === 0)
    return fail(`--checks takes ${Object.keys(REVIEW_CHECKS).join(', ')}; not "${unknown.join(',') || v.checks}".`);
  return {
    ok: true,
    value: {
      doc: v.doc,
      bible: v.bible,
      original: v.original,
      lang: v.lang as 'en' | 'zh' | undefined,
      checks: [...new Set(checks)] as ReviewCheckName[],
      format: (v.format ?? 'json') as 'json' | 'text',
      engine: (v.engine ?? 'offline') as 'offline' | 'model',
      help: false,
    },
  };
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A manuscript's text: the file's own text for Markdown and plain text (UTF-8; a byte-order mark is
 * not text), the text Word's document holds (as Markdown headings and paragraphs) for .docx.
 */
export async function readManuscriptText(flag: string, file: string): Promise<Checked<string>> {
  const extension = /\.[^./\\]+$/.exec(file.toLowerCase())?.[0] ?? '';
  if (!['.md', '.markdown', '.txt', '.docx'].includes(extension))
    return fail(`${flag} ${file} must be a .md, .txt or .docx file.`);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return fail(`Cannot read ${flag} ${file}: ${REASONS[code] ?? (error as Error).message}.`);
  }
  let text: string;
  if (extension === '.docx') {
    const markdown = isZip(bytes) ? await docxToMarkdown(bytes).catch(() => null) : null;
    if (markdown === null) return fail(`${flag} ${file} is not a Word document that can be read (a broken .docx).`);
    text = markdown;
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail(`${flag} ${file} is not UTF-8 text.`);
    }
  }
  return withinLimit(flag, file, text);
}

function withinLimit(flag: string, file: string, text: string): Checked<string> {
  if (text.length > MAX_REVIEW_CHARS)
    return fail(
      `${flag} ${file} has ${text.length.toLocaleString('en')} characters; the limit is ${MAX_REVIEW_CHARS.toLocaleString('en')}.`,
    );
  return { ok: true, value: text };
}

/**
 * For the editor check: a .docx's text as it stood before its tracked changes (deleted words in,
 * inserted words out), with its comments and tracked changes as ranges of it. Other files have none.
 */
export async function readEditedManuscript(flag: string, file: string): Promise<Checked<EditorReading>> {
  if (!file.toLowerCase().endsWith('.docx')) {
    const text = await readManuscriptText(flag, file);
    return text.ok ? { ok: true, value: { text: text.value, marks: [] } } : text;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return fail(`Cannot read ${flag} ${file}: ${REASONS[code] ?? (error as Error).message}.`);
  }
  const reading = isZip(bytes) ? await readWordReview(bytes).catch(() => null) : null;
  if (reading === null) return fail(`${flag} ${file} is not a Word document that can be read (a broken .docx).`);
  const text = withinLimit(flag, file, reading.text);
  return text.ok ? { ok: true, value: reading } : text;
}

const BibleFile = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(120),
      kind: z.enum(BIBLE_KINDS),
      aliases: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
      description: z.string().max(2000).default(''),
    }),
  )
  .max(500);

export async function readBible(file: string): Promise<Checked<BibleEntryText[]>> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return fail(`Cannot read --bible ${file}: ${REASONS[code] ?? (error as Error).message}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    return fail(`--bible ${file} is not valid JSON: ${(error as Error).message.replace(/\s+/g, ' ')}`);
  }
  const parsed = BibleFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(`--bible ${file} has the wrong shape at ${issue.path.join('.') || 'the top'}: ${issue.message}`);
  }
  return { ok: true, value: parsed.data };
}
