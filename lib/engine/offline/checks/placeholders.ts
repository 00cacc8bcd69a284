import { anchorAt } from '../../../text/anchor';
import { say } from '../language';
import { authorTask, isScaffoldLabel } from './author-task';
import type { CheckInput, Finding } from './types';

// Words that open a note left for later inside brackets. "add" and "to come" only count in square
// brackets: "(add salt to taste)" is a recipe step. "此处" only with a verb of filling in:
// "（此处指老宅）" is a gloss.
const EN_MARKERS = String.raw`(?:insert|placeholder|citation needed|tk|todo|tbd|tbc|tba|fixme|fill in|xx+)\b`;
const EN_CLOSING_MARKERS = String.raw`\b(?:tk|todo|tbd|tbc|tba|fixme)`;
const EN_SQUARE_MARKERS = String.raw`(?:add|to come)\b`;
const ZH_MARKERS =
  '(?:待补|待定|待完善|待填|待写|待查|待核实|占位|草稿骨架|(?:此处|在此)(?:填写|插入|补充|补写|添加|待|需))';
// Opening and closing brackets, half- and full-width; 《》 holds titles, never notes.
const BRACKETS: [string, string][] = [
  ['\\[', '\\]'],
  ['【', '】'],
  ['\\(', '\\)'],
  ['（', '）'],
  ['\\{', '\\}'],
  ['｛', '｝'],
  ['〔', '〕'],
  ['〖', '〗'],
  ['<', '>'],
  ['＜', '＞'],
];
const markersIn = (open: string) =>
  open === '\\[' || open === '【' ? `${EN_MARKERS}|${EN_SQUARE_MARKERS}|${ZH_MARKERS}` : `${EN_MARKERS}|${ZH_MARKERS}`;
// One pattern for every bracket pair, so a long section is scanned once.
const BRACKETED = new RegExp(
  BRACKETS.flatMap(([open, close]) => [
    `${open}\\s*(?:${markersIn(open)})[^${close}\\n]{0,80}${close}`,
    // The marker may close the note instead: "[NAME TBC]", 【年份待查】.
    `${open}[^${close}\\n]{1,40}?(?:${EN_CLOSING_MARKERS}|${ZH_MARKERS})\\s*${close}`,
  ]).join('|'),
  'gi',
);

// Markers left for later. Bracketed notes are matched whole so the anchor covers the full note.
const PLACEHOLDERS: RegExp[] = [
  BRACKETED,
  /\blorem ipsum\b[^.!?\n]*[.!?]?/gi,
  /\b(?:TODO|TBD|TBC|TKTK|FIXME)\b/g,
  /\bXXX+\b/g,
  /×××+/g,
  /\[Scaffold\]/g,
  /(?:此处|在此)(?:填写|插入|补充|添加)[^。！？；，\n]{0,20}/g,
  /待补充|待完善|待定/g,
];

const LINE_MAX = 120;

/** Where each placeholder starts and ends in a text, longest first at each position, none inside another. */
function placeholdersIn(text: string): { start: number; end: number }[] {
  const matches: { start: number; end: number }[] = [];
  for (const pattern of PLACEHOLDERS) {
    for (const m of text.matchAll(pattern)) matches.push({ start: m.index, end: m.index + m[0].trimEnd().length });
  }
  // Longest first at each position, then drop matches inside an earlier one ("[TODO: x]" vs "TODO").
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: { start: number; end: number }[] = [];
  for (const m of matches) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  return kept;
}

/** A quoted line (Markdown's "> "): text the writer quotes, such as a rewrite's original, holds no note of theirs. */
const inQuotedLine = (text: string, at: number) => /^\s*>/.test(text.slice(text.lastIndexOf('\n', at - 1) + 1));

/** The text without its placeholders ("Guests may read some notes, TBD." → "Guests may read some notes."), for quoting it. */
export function withoutPlaceholders(text: string): string {
  let out = text;
  for (const { start, end } of placeholdersIn(text).reverse()) {
    const before = out.slice(0, start).replace(/[,，;；:：]?\s*$/, '');
    out = before + out.slice(end);
  }
  return out.trim();
}

function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const line = text.slice(from, newline < 0 ? text.length : newline).trim();
  return line.length > LINE_MAX ? `${line.slice(0, LINE_MAX)}…` : line;
}

/**
 * Placeholder text that must be replaced by the author (high priority; never fixed automatically). The
 * offline scaffold's own label is an author task instead: low priority, since no reviser can write it.
 * Quoted lines are someone else's text (a rewrite's original): their notes are not the writer's.
 */
export function checkPlaceholders(input: CheckInput): Finding[] {
  const { text } = input;
  const kept = placeholdersIn(text).filter((m) => !inQuotedLine(text, m.start));
  const lang = input.language;
  return kept.map(({ start, end }) => {
    const marker = text.slice(start, end);
    if (isScaffoldLabel(marker)) return authorTask(text, start, end, lang);
    return {
      type: 'placeholder',
      priority: 'high',
      summary: say(lang, `Placeholder "${marker}" left in the text`, `正文中残留占位内容“${marker}”`),
      detail: say(
        lang,
        `The line "${lineAround(text, start, end)}" still holds the placeholder "${marker}"; readers would see it as is.`,
        `“${lineAround(text, start, end)}”一行仍含占位内容“${marker}”，读者会原样看到。`,
      ),
      expected: say(
        lang,
        `"${marker}" replaced by the finished passage it stands for.`,
        `用完成的正文替换“${marker}”。`,
      ),
      anchor: anchorAt(text, start, end),
    };
  });
}
