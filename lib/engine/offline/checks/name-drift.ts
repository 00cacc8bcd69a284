import { anchorAt } from '../../../text/anchor';
import { mentionedEntries } from '../../../workflow/bible/mentions';
import { sentenceAt } from '../../../text/sentences';
import { isFiniteVerb } from '../fixes/clauses';
import { STOPWORDS } from '../lexicon/english';
import { say } from '../language';
import { hanDrifts, hanNames, hanSlip } from '../names/han';
import { SHORT_NAME, latinCanonical, latinParts } from '../names/latin';
import { isHan, withoutPossessive, type WordToken } from '../words';
import type { CheckInput, Finding } from './types';

const ARTICLES = new Set(['the', 'a', 'an']);
const NAME_LEADS = new Set(
  'i you we he she they it this that my your his her our their mr mrs ms miss dr uncle aunt auntie cousin brother sister father mother grandpa grandma captain sir lady lord old young little'.split(
    ' ',
  ),
);

// Proper nouns every text may use that sit a letter from a name (Mars/Mara, May/Max, June/Jane).
const CALENDAR_AND_SKY = new Set(
  'Mars Venus Mercury Jupiter Saturn Pluto Moon Sun January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Easter Christmas'.split(
    ' ',
  ),
);

interface Drift {
  start: number;
  end: number;
  canonical: string;
}

/** The plan's spelling for a drifted name (Latin name part or Chinese full name), or null. */
export function canonicalSpellingFor(quote: string, canonicalNames: string[]): string | null {
  return isHan(quote[0])
    ? (hanSlip(quote, hanNames(canonicalNames))?.name ?? null)
    : latinCanonical(quote, latinParts(canonicalNames));
}

/**
 * True when a capitalised token stands where a name would: not a common word opening a sentence
 * ("Many"), not inside another proper noun ("the Great Hall", "a Hall"); a short one opening a
 * sentence only when a verb or possessive follows ("Anna said", not "Mark the date").
 */
function inNamePosition(input: CheckInput, index: number, parts: string[], lowercase: Set<string>): boolean {
  const { words } = input;
  const w = words[index];
  const token = withoutPossessive(w.word);
  const previous = words[index - 1];
  const adjacent = previous !== undefined && /^\s+$/.test(input.text.slice(previous.end, w.start));
  if (STOPWORDS.has(token.toLowerCase())) return false;
  if (adjacent && ARTICLES.has(previous.word.toLowerCase())) return false;
  // "Elizabeth Hael" is a name; "Great Hall" is a place ("Then Hael…" opens a sentence with a common word).
  const opensSentence = (t: WordToken) => sentenceAt(input.sentences, t.start)?.start === t.start;
  const commonOpener = adjacent && opensSentence(previous) && STOPWORDS.has(previous.word.toLowerCase());
  // A capitalised word before it makes one proper noun with it ("Great Hall"), unless it is a pronoun,
  // a title or kin ("I'm Thomas", "Uncle Thomas", "Mr Thomas"): those stand before a name.
  const beforeName = NAME_LEADS.has(previous?.word.toLowerCase().replace(/['’].*$/, '') ?? '');
  if (adjacent && /^[A-Z]/.test(previous.word) && !parts.includes(previous.word) && !commonOpener && !beforeName)
    return false;
  // A capitalised word after it makes another full name ("Anna Karenina"), unless it is the plan's own.
  const next = words[index + 1];
  if (next && /^\s+$/.test(input.text.slice(w.end, next.start)) && /^[A-Z][a-z]/.test(next.word)) {
    if (!parts.includes(withoutPossessive(next.word))) return false;
  }
  if (sentenceAt(input.sentences, w.start)?.start !== w.start) return true;
  if (lowercase.has(token.toLowerCase())) return false;
  const short = (latinCanonical(token, parts) ?? '').length <= SHORT_NAME;
  return !short || w.word !== token || isFiniteVerb(words[index + 1]?.word ?? '');
}

function latinDrifts(input: CheckInput): Drift[] {
  const parts = latinParts(input.canonicalNames);
  if (parts.length === 0) return [];
  const memo = new Map<string, string | null>();
  let lowercase: Set<string> | null = null;
  const drifts: Drift[] = [];
  input.words.forEach((w, index) => {
    const token = withoutPossessive(w.word);
    if (!/^[A-Z][a-z]/.test(token) || token.length < 3 || CALENDAR_AND_SKY.has(token)) return;
    if (!memo.has(token)) memo.set(token, latinCanonical(token, parts));
    const canonical = memo.get(token);
    if (!canonical) return;
    lowercase ??= new Set(input.words.filter((o) => /^[a-z]/.test(o.word)).map((o) => o.word));
    if (inNamePosition(input, index, parts, lowercase)) {
      drifts.push({ start: w.start, end: w.start + token.length, canonical });
    }
  });
  return drifts;
}

/** Bible entries the section's goal names that the text never mentions, unless it misspells them (a drift). */
function missingNames(input: CheckInput, drifts: Drift[]): Finding[] {
  if (!input.text.trim() || input.bible.length === 0) return [];
  const inText = new Set(mentionedEntries(input.bible, [input.text]));
  const drifted = new Set(drifts.map((d) => d.canonical));
  const lang = input.language;
  return mentionedEntries(input.bible, [input.goal])
    .filter((e) => !inText.has(e) && ![e.name, ...e.aliases].some((n) => [...drifted].some((d) => n.includes(d))))
    .map((e) => ({
      type: 'name-drift',
      priority: 'medium',
      summary: say(lang, `"${e.name}" is missing from the text`, `正文中没有出现“${e.name}”`),
      detail: say(
        lang,
        `The section goal names "${e.name}" (in the story bible), but the text never mentions it by that name or an alias.`,
        `本节目标提到了设定集中的“${e.name}”，但正文中没有以这个名字或别名出现。`,
      ),
      expected: e.name,
      anchor: null,
    }));
}

/**
 * Character names spelled differently from the plan or the bible ("Elizabth", "Thomas" for "Tomas",
 * 林晓雨, 托玛斯), on the drifted spelling; and bible names the goal mentions that the text leaves out.
 */
export function checkNameDrift(input: CheckInput): Finding[] {
  const lang = input.language;
  const drifts = [...latinDrifts(input), ...hanDrifts(input.text, input.canonicalNames)].sort(
    (a, b) => a.start - b.start,
  );
  const misspelt = drifts.map(({ start, end, canonical }): Finding => {
    const found = input.text.slice(start, end);
    return {
      type: 'name-drift',
      priority: 'medium',
      summary: say(lang, `Name "${found}" should be "${canonical}"`, `人名“${found}”应为“${canonical}”`),
      detail: say(
        lang,
        `"${found}" is one or two letters away from "${canonical}", the spelling in the plan; readers may take it for another character.`,
        `“${found}”与设定中的“${canonical}”仅一字之差，读者可能误以为是另一个人物。`,
      ),
      expected: canonical,
      anchor: anchorAt(input.text, start, end),
    };
  });
  return [...misspelt, ...missingNames(input, drifts)];
}
