import nlp from 'compromise';
import stopwords from 'stopwords-iso/stopwords-iso.json';
import { splitSentences } from '../../text/sentences';
import type { RenamePair } from './rename-pairs';
import { renameMatches } from './rename-matches';
import { escapeRegExp } from '../../text/regex';

// Passages that depend on an upstream change but cannot follow it word for word: a sentence about the
// entry that states what a rewritten description no longer says, or a changed value stated without
// the name in a paragraph that names it ("Mara turned. Her eyes were green."). Only judgement can
// rewrite them, so they are proposed for the model, each on its own.

const HAN = /\p{Script=Han}/u;
const CHINESE_STOP = new Set<string>(stopwords.zh);
const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*/gu;

const bare = (word: string) => word.toLowerCase().replace(/['’]s?$/u, '');
/** A Latin word as compared: a crude stem, so that "mends", "mended" and "mending" meet, and "hated" "hate". */
const stem = (word: string) => {
  const w = bare(word);
  if (w.length <= 3) return w;
  return w.replace(/(?:ing|ed|es|s)$/u, '').replace(/e$/u, '');
};

// Latin content words by their part of speech (compromise reads the sentence whole): stopwords-iso's
// English list counts "old", "alone" and "hid" as function words, which a description is made of.
const CONTENT_TAGS = ['Noun', 'Verb', 'Adjective', 'Adverb', 'Value'];
const FUNCTION_TAGS = ['Pronoun', 'Auxiliary', 'Copula', 'Modal', 'Determiner', 'Preposition', 'Conjunction'];

/** The words of a text that say something: Latin words of three letters or more, Han words of two characters or more. */
function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  if (/\p{Script=Latin}/u.test(text))
    for (const t of (nlp(text).terms().json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap(
      (x) => x.terms,
    )) {
      const w = bare(t.normal);
      const content = t.tags.some((g) => CONTENT_TAGS.includes(g)) && !t.tags.some((g) => FUNCTION_TAGS.includes(g));
      if (w.length >= 3 && content && /^\p{Script=Latin}/u.test(w)) words.add(stem(w));
    }
  if (HAN.test(text))
    for (const s of SEGMENTER.segment(text)) {
      const w = s.segment;
      if (s.isWordLike && [...w].length >= 2 && /^\p{Script=Han}+$/u.test(w) && !CHINESE_STOP.has(w)) words.add(w);
    }
  return words;
}

/**
 * The distinctive words an edit removed: said before and no longer, less those the mechanical ripple
 * follows: a renamed spelling, and a value swapped with what it qualifies ("green" of "green eyes", a
 * number). A replaced run that qualifies nothing ("hates the" → "loves the") is a rewrite too.
 */
export function removedWords(
  before: string,
  after: string,
  { renames, values }: { renames: readonly RenamePair[]; values: readonly RenamePair[] },
): string[] {
  const now = contentWords(after);
  const followed = new Set(renames.flatMap((p) => [...contentWords(p.from)]));
  for (const pair of values.filter(isQualifiedValue))
    for (const w of contentWords(splitValue(pair).changed)) followed.add(w);
  return [...contentWords(before)].filter((w) => !now.has(w) && !followed.has(w));
}

/** What one upstream edit asks of the passages about someone or something. */
export interface RewriteRule {
  /** The spellings of whom the edit is about: a passage must name one of them. */
  spellings: readonly string[];
  /** The distinctive words the edit removed (`removedWords`). */
  removed: readonly string[];
  /** Values the edit changed: a sentence stating one without the name, in a paragraph naming it, needs judgement. */
  values: readonly RenamePair[];
}

export interface RewriteCandidate {
  start: number;
  end: number;
  quote: string;
}

/** A changed value as a sentence may state it another way: its changed words and what they qualify. */
interface ValueCheck {
  han: boolean;
  changed: string;
  context: string;
  /** Latin stems of the changed words and of what they qualify (empty for a figure). */
  needed: string[];
}

function valueCheck(pair: RenamePair): ValueCheck {
  const { changed, context } = splitValue(pair);
  const stems = (t: string) => [...t.matchAll(LATIN_WORD)].map((m) => stem(m[0]));
  const needed = stems(changed);
  return { han: HAN.test(changed), changed, context, needed: needed.length ? [...needed, ...stems(context)] : [] };
}

/**
 * Whether a sentence states a changed value some other way than the mechanical ripple reads it: the
 * changed word and what it qualifies, in any order ("Her eyes were green" for "green eyes"; 她的眼睛是
 * 绿色的 for 绿眼睛); a number alone.
 */
function statesValue(sentence: string, words: () => Set<string>, v: ValueCheck): boolean {
  if (!v.changed) return false;
  if (v.han) return sentence.includes(v.changed) && (!v.context || sentence.includes(v.context));
  if (!v.needed.length) return new RegExp(`(?<!\\p{N})${escapeRegExp(v.changed)}(?!\\p{N})`, 'u').test(sentence);
  return v.needed.every((w) => words().has(w));
}

/**
 * A value swapped as such: a number, or a Latin word or Han character that qualifies a noun ("green
 * eyes", 绿眼睛). A noun replaced outright ("fishermen" → "lighthouse lamp") is part of a rewrite.
 */
function isQualifiedValue(pair: RenamePair): boolean {
  const { changed, context } = splitValue(pair);
  if (/^[\p{N}\s.,零〇一二三四五六七八九十百千万两]+$/u.test(changed)) return true;
  return HAN.test(changed) ? [...changed].length === 1 : !/\s/.test(changed) && contentWords(context).size > 0;
}

/** A value pair's changed part and the words it qualifies (their shared end: words, or Han characters). */
function splitValue({ from, to }: RenamePair): { changed: string; context: string } {
  const a = HAN.test(from) ? [...from] : from.split(/(?<=\s)/);
  const b = HAN.test(to) ? [...to] : to.split(/(?<=\s)/);
  let shared = 0;
  while (shared < Math.min(a.length, b.length) - 1 && a.at(-1 - shared) === b.at(-1 - shared)) shared++;
  return {
    changed: a
      .slice(0, a.length - shared)
      .join('')
      .trim(),
    context: a
      .slice(a.length - shared)
      .join('')
      .trim(),
  };
}

/** Paragraphs as the writer breaks them: each line. */
function paragraphs(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/[^\n]+/g)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

const within = (spans: readonly { start: number; end: number }[], start: number, end: number) =>
  spans.some((s) => s.start < end && start < s.end);

/**
 * The sentences of one text that need rewriting for `rules`, in order, each once: never one that
 * overlaps `taken` (what the mechanical ripple proposes). `guards` are other entries' spellings: never
 * matched inside their longer names, and a sentence naming one of them is theirs for a value.
 */
export function rewriteCandidates(
  text: string,
  rules: readonly RewriteRule[],
  { guards, taken }: { guards: readonly string[]; taken: readonly { start: number; end: number }[] },
): RewriteCandidate[] {
  const live = rules.filter((r) => r.spellings.length && (r.removed.length || r.values.length));
  if (!live.length) return [];
  const sentences = splitSentences(text);
  const paras = paragraphs(text);
  const mentionsOf = (spellings: readonly string[]) =>
    renameMatches(
      text,
      spellings.map((s) => ({ from: s, to: s })),
      guards,
    );
  const found = new Map<number, RewriteCandidate>();
  for (const rule of live) {
    const named = mentionsOf(rule.spellings);
    if (!named.length) continue;
    const values = rule.values.filter(isQualifiedValue).map(valueCheck);
    // Someone else's mentions matter only to a value stated without the name.
    const others = values.length ? mentionsOf(guards.filter((g) => !rule.spellings.includes(g))) : [];
    const removed = rule.removed.filter((w) => !HAN.test(w));
    const removedHan = rule.removed.filter((w) => HAN.test(w));
    for (const s of sentences) {
      if (found.has(s.start) || within(taken, s.start, s.end)) continue;
      const names = within(named, s.start, s.end);
      let stems: Set<string> | null = null;
      const words = () => (stems ??= new Set([...s.text.matchAll(LATIN_WORD)].map((m) => stem(m[0]))));
      const says = () =>
        removedHan.some((w) => s.text.includes(w)) || (removed.length > 0 && removed.some((w) => words().has(w)));
      const para = paras.find(([a, b]) => a <= s.start && s.end <= b);
      const valueWithoutName = () =>
        values.length > 0 &&
        !!para &&
        !within(others, s.start, s.end) &&
        within(named, para[0], para[1]) &&
        values.some((v) => statesValue(s.text, words, v));
      if (names ? says() : valueWithoutName()) found.set(s.start, { start: s.start, end: s.end, quote: s.text });
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
}
