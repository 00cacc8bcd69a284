// The rolling context of a section prompt (DESIGN §10.10): every earlier approved section, in order,
// in full while it fits the budget, else summarised, oldest first, because the nearest sections
// matter most for continuity. Budgets are in characters (UTF-16 units).

export interface ContextEntry {
  title: string;
  text: string;
}

type ContextForm = 'full' | 'summary' | 'truncated';

export interface RollingContext {
  entries: (ContextEntry & { form: ContextForm })[];
  /** Characters in titles and texts together, the unit the budget is counted in. */
  chars: number;
}

export const SUMMARY_MARKER = '[summary]';
export const TRUNCATION_MARKER = '[…]';

const SENTENCE = /[^.!?。！？\n]+(?:[.!?。！？]+["'”’」』)]*|$)/gu;

function sentencesOf(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Headings, then the first and last sentences of the prose: what a later section needs to follow on. */
export function summariseSection(text: string): string {
  const lines = text.split('\n');
  const headings = lines.filter((l) => /^#{1,6}\s/.test(l.trim())).map((l) => l.trim());
  const prose = lines.filter((l) => !/^#{1,6}\s/.test(l.trim())).join('\n');
  const sentences = sentencesOf(prose);
  const ends = sentences.length > 1 ? [sentences[0], '…', sentences[sentences.length - 1]] : sentences;
  return [SUMMARY_MARKER, ...headings, ends.join(' ')].filter(Boolean).join('\n');
}

/** Cut to at most `max` characters, ending with the truncation marker when anything was cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= TRUNCATION_MARKER.length) return TRUNCATION_MARKER;
  return `${text.slice(0, max - TRUNCATION_MARKER.length).trimEnd()}${TRUNCATION_MARKER}`;
}

const size = (entries: readonly ContextEntry[]) => entries.reduce((n, e) => n + e.title.length + e.text.length, 0);

/**
 * Fit earlier sections into `budget` characters: full text; else summaries from the oldest on;
 * else every summary cut to an equal share. Titles are always kept, so the result exceeds the
 * budget only when the titles and markers alone do.
 */
export function rollingContext(earlier: readonly ContextEntry[], budget: number): RollingContext {
  const entries = earlier.map((e) => ({ ...e, form: 'full' as ContextForm }));
  const done = () => ({ entries, chars: size(entries) });
  if (size(entries) <= budget) return done();

  for (let i = 0; i < entries.length && size(entries) > budget; i++) {
    const summary = summariseSection(entries[i].text);
    if (summary.length < entries[i].text.length) entries[i] = { ...entries[i], text: summary, form: 'summary' };
  }
  if (size(entries) <= budget) return done();

  const titles = entries.reduce((n, e) => n + e.title.length, 0);
  const share = Math.floor(Math.max(0, budget - titles) / Math.max(1, entries.length));
  for (let i = 0; i < entries.length; i++) {
    if (entries[i].text.length > share)
      entries[i] = { ...entries[i], text: truncateText(entries[i].text, share), form: 'truncated' };
  }
  return done();
}

/** The context as prompt text: each entry under its title, in order. */
export function renderContext(context: RollingContext): string {
  return context.entries.map((e) => `## ${e.title}\n${e.text}`).join('\n\n');
}
