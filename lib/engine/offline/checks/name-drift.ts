import { anchorAt } from '../../../text/anchor';
import { sentenceAt } from '../../../text/sentences';
import { editDistance } from '../edit-distance';
import { FUNCTION_CHARS } from '../lexicon/chinese';
import { STOPWORDS } from '../lexicon/english';
import { say } from '../language';
import { isHan, withoutPossessive } from '../words';
import type { CheckInput, Finding } from './types';

// Characters that turn a name into another common word when swapped in: 林小姐 is "Miss Lin", not a typo.
const ZH_NOT_NAME_CHARS = new Set(Array.from('姐哥弟妹总先老师家说看想走来去笑叫问答听站坐点摇转拿身边里外上下前后'));
const MIN_LATIN_PART = 4;
const MIN_HAN_NAME = 3;

function latinParts(names: string[]): string[] {
  const parts = names.flatMap((n) => n.split(/[\s·.]+/));
  return [...new Set(parts.filter((p) => /^[A-Za-z'’-]+$/.test(p) && p.length >= MIN_LATIN_PART))];
}

function hanNames(names: string[]): string[] {
  const parts = names.flatMap((n) => n.split(/[\s·]+/));
  return [...new Set(parts.filter((n) => n.length >= MIN_HAN_NAME && Array.from(n).every(isHan)))];
}

/** The canonical Latin name part a capitalised token is a near-miss of, or null. */
function latinCanonical(token: string, parts: string[]): string | null {
  if (parts.includes(token) || parts.some((p) => token === `${p}s` || token === `${p}es`)) return null;
  let best: { part: string; distance: number } | null = null;
  for (const part of parts) {
    if (part[0].toLowerCase() !== token[0].toLowerCase()) continue;
    const allowed = part.length <= 5 ? 1 : 2;
    const d = editDistance(token.toLowerCase(), part.toLowerCase(), allowed);
    if (d >= 1 && d <= allowed && (!best || d < best.distance)) best = { part, distance: d };
  }
  return best?.part ?? null;
}

/** The canonical Chinese name a same-length string differs from by one non-surname character, or null. */
function hanCanonical(candidate: string, names: string[]): string | null {
  if (names.includes(candidate)) return null;
  for (const name of names) {
    if (name.length !== candidate.length || name[0] !== candidate[0]) continue;
    let diff = -1;
    for (let i = 1; i < name.length; i++) {
      if (name[i] === candidate[i]) continue;
      if (diff >= 0) {
        diff = -2;
        break;
      }
      diff = i;
    }
    if (
      diff > 0 &&
      isHan(candidate[diff]) &&
      !FUNCTION_CHARS.has(candidate[diff]) &&
      !ZH_NOT_NAME_CHARS.has(candidate[diff])
    ) {
      return name;
    }
  }
  return null;
}

/** The plan's spelling for a drifted name (Latin name part or Chinese full name), or null. */
export function canonicalSpellingFor(quote: string, canonicalNames: string[]): string | null {
  return isHan(quote[0])
    ? hanCanonical(quote, hanNames(canonicalNames))
    : latinCanonical(quote, latinParts(canonicalNames));
}

function latinDrifts(input: CheckInput): { start: number; end: number; canonical: string }[] {
  const parts = latinParts(input.canonicalNames);
  if (parts.length === 0) return [];
  const lowercaseWords = new Set(input.words.filter((w) => /^[a-z]/.test(w.word)).map((w) => w.word));
  const memo = new Map<string, string | null>();
  const drifts: { start: number; end: number; canonical: string }[] = [];
  for (const w of input.words) {
    const token = withoutPossessive(w.word);
    if (!/^[A-Z][a-z]/.test(token) || token.length < 3) continue;
    const lower = token.toLowerCase();
    // A capitalised common word at the start of a sentence ("Many") is not a name.
    if (STOPWORDS.has(lower) || (lowercaseWords.has(lower) && sentenceAt(input.sentences, w.start)?.start === w.start))
      continue;
    if (!memo.has(token)) memo.set(token, latinCanonical(token, parts));
    const canonical = memo.get(token);
    if (canonical) drifts.push({ start: w.start, end: w.start + token.length, canonical });
  }
  return drifts;
}

function hanDrifts(input: CheckInput): { start: number; end: number; canonical: string }[] {
  const { text } = input;
  const drifts: { start: number; end: number; canonical: string }[] = [];
  const names = hanNames(input.canonicalNames);
  for (const name of names) {
    for (let i = text.indexOf(name[0]); i >= 0; i = text.indexOf(name[0], i + 1)) {
      const candidate = text.slice(i, i + name.length);
      if (!names.includes(candidate) && hanCanonical(candidate, [name]) === name) {
        drifts.push({ start: i, end: i + name.length, canonical: name });
      }
    }
  }
  return drifts;
}

/** Character names spelled differently from the plan ("Elizabth", 林晓雨), anchored on the drifted spelling. */
export function checkNameDrift(input: CheckInput): Finding[] {
  const lang = input.language;
  return [...latinDrifts(input), ...hanDrifts(input)]
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, canonical }) => {
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
}
