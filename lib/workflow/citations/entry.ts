import { z } from 'zod';

export const REFERENCE_TYPES = ['journal', 'book', 'chapter', 'conference', 'thesis', 'report', 'web'] as const;

/** A person (family + given) or, with no given name, an organisation or a CJK full name written as one. */
export const CitationAuthorSchema = z.object({
  family: z.string().trim().min(1),
  given: z.string().trim().optional(),
});

export const CitationEntrySchema = z.object({
  type: z.enum(REFERENCE_TYPES).default('journal'),
  authors: z.array(CitationAuthorSchema).default([]),
  year: z
    .union([z.number().int(), z.string().trim().min(1)])
    .optional()
    .describe('Missing: "n.d."'),
  title: z.string().trim().min(1),
  venue: z.string().trim().optional().describe('Journal, book (for a chapter), proceedings, university or website'),
  volume: z.string().trim().optional(),
  issue: z.string().trim().optional(),
  pages: z.string().trim().optional().describe('"45-67"'),
  publisher: z.string().trim().optional(),
  place: z.string().trim().optional(),
  edition: z.string().trim().optional(),
  doi: z.string().trim().optional(),
  url: z.string().trim().optional(),
  accessed: z.string().trim().optional().describe('Date a web source was read, YYYY-MM-DD'),
});
export type CitationAuthor = z.infer<typeof CitationAuthorSchema>;
export type CitationEntry = z.input<typeof CitationEntrySchema>;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const isCjk = (text: string) => CJK.test(text);

/** "45-67" → "45–67": the en dash every style wants between page numbers. */
export const pageRange = (pages: string) => pages.replace(/\s*[-‐‑‒–—]+\s*/g, '–');

/** CJK names are written whole, family name first, in every style ("张三"). */
export const wholeName = (a: CitationAuthor) => (isCjk(a.family) ? `${a.family}${a.given ?? ''}` : null);

export const initialsOf = (given: string, withDots: boolean) =>
  given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + (withDots ? '.' : ''))
    .join(withDots ? ' ' : '');

/** Markdown italics, with asterisks in the title escaped so they cannot close the emphasis. */
export const italic = (text: string) => `*${text.replace(/\*/g, '\\*')}*`;

export const doiUrl = (doi: string) =>
  /^https?:\/\//.test(doi) ? doi : `https://doi.org/${doi.replace(/^doi:\s*/i, '')}`;

export const yearOf = (entry: CitationEntry) => (entry.year === undefined ? 'n.d.' : String(entry.year));

/** Join parts with a separator, skipping empty ones. */
export const joinParts = (parts: (string | undefined | false)[], sep: string) => parts.filter(Boolean).join(sep);
