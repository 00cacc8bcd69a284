import { countWords } from '../../../text/count';

/** A part of the original document: under one heading, or a group of paragraphs when it has none. */
export interface DocumentPart {
  key: string;
  /** The heading, or null for a paragraph group (or the text before the first heading). */
  heading: string | null;
  body: string;
  words: number;
}

export interface DocumentParts {
  title: string | null;
  parts: DocumentPart[];
}

interface Heading {
  line: number;
  level: number;
  text: string;
}

const GROUP_WORDS = 400;
const MAX_GROUPS = 12;
const MIN_PREAMBLE_WORDS = 20;

function headingOf(line: string): Omit<Heading, 'line'> | null {
  const md = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
  if (md) return { level: md[1].length, text: md[2] };
  const chapter = /^(第[一二三四五六七八九十百零〇\d]+[章节部篇])\s*(.*)$/.exec(line.trim());
  if (chapter) return { level: 1, text: line.trim() };
  const cn = /^[一二三四五六七八九十]+[、．.]\s*(\S.{0,40})$/.exec(line.trim());
  if (cn) return { level: 2, text: line.trim() };
  const numbered = /^(\d+(?:\.\d+)*)[.、)]?\s+(\S.{0,80})$/.exec(line.trim());
  if (numbered && !/[.。!?！？:：,，;；]$/.test(numbered[2]))
    return { level: 2 + numbered[1].split('.').length, text: line.trim() };
  return null;
}

function paragraphGroups(text: string): DocumentPart[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const total = countWords(text);
  const groups = Math.min(MAX_GROUPS, Math.max(1, Math.round(total / GROUP_WORDS)));
  const perGroup = total / groups;
  const parts: DocumentPart[] = [];
  let current: string[] = [];
  let words = 0;
  for (const p of paragraphs) {
    current.push(p);
    words += countWords(p);
    if (words >= perGroup && parts.length < groups - 1) {
      parts.push({ key: `s${parts.length + 1}`, heading: null, body: current.join('\n\n'), words });
      current = [];
      words = 0;
    }
  }
  if (current.length > 0) parts.push({ key: `s${parts.length + 1}`, heading: null, body: current.join('\n\n'), words });
  return parts;
}

/** Splits the original document at its top-level headings, or into paragraph groups when it has none. */
export function documentParts(document: string): DocumentParts {
  const lines = document.split('\n');
  const headings: Heading[] = lines.flatMap((line, i) => {
    const h = headingOf(line);
    return h ? [{ ...h, line: i }] : [];
  });
  let title: string | null = null;
  const top = headings.length ? Math.min(...headings.map((h) => h.level)) : 0;
  // A lone top-level heading at the very start is the document's title, not a section.
  if (headings.length > 1 && headings[0].level === top && headings.filter((h) => h.level === top).length === 1) {
    title = headings.shift()!.text;
  }
  if (headings.length === 0) return { title, parts: paragraphGroups(document) };
  const level = Math.min(...headings.map((h) => h.level));
  const splits = headings.filter((h) => h.level === level);
  const parts: DocumentPart[] = [];
  const preamble = lines
    .slice(title ? lines.findIndex((l) => headingOf(l)) + 1 : 0, splits[0].line)
    .join('\n')
    .trim();
  if (countWords(preamble) >= MIN_PREAMBLE_WORDS)
    parts.push({ key: 's1', heading: null, body: preamble, words: countWords(preamble) });
  splits.forEach((h, i) => {
    const body = lines
      .slice(h.line + 1, splits[i + 1]?.line ?? lines.length)
      .join('\n')
      .trim();
    parts.push({ key: `s${parts.length + 1}`, heading: h.text, body, words: countWords(body) });
  });
  return { title, parts };
}
