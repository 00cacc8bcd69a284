import { dialogueRanges } from '../../text/dialogue';
import { PAST_TO_PRESENT, PRESENT_TO_PAST } from '../../text/narrative-verbs';

export type Tense = 'past' | 'present' | 'mixed';
export type Person = 'first' | 'second' | 'third';

/** The narrator's words: quoted speech and *italic* thoughts are the characters', not the narration's. */
function narrationOf(passage: string): string {
  const ranges = dialogueRanges(passage);
  let out = '';
  let from = 0;
  for (let i = 0; i < ranges.starts.length; i++) {
    out += `${passage.slice(from, ranges.starts[i])} `;
    from = ranges.ends[i];
  }
  out += passage.slice(from);
  return out.replace(/(\*{1,2}|_)[^*_\n]+\1/g, ' ');
}

const PAST = new Set(['was', 'were', 'had', 'did', 'wasn’t', "wasn't", 'weren’t', "weren't"]);
const PRESENT = new Set(['is', 'are', 'am', 'has', 'does', 'isn’t', "isn't", 'aren’t', "aren't"]);

/** Fewer tense-marked verbs than this and the narration's tense is not called. */
const MIN_VERBS = 12;

/** Past when at least 75% of the narration's tense-marked verbs are past, present when at most 25%. */
export function narrationTense(passages: readonly string[]): Tense | null {
  let past = 0;
  let present = 0;
  for (const passage of passages)
    for (const [word] of narrationOf(passage)
      .toLowerCase()
      .matchAll(/[a-z]+(?:['’][a-z]+)?/g)) {
      if (PAST.has(word) || PAST_TO_PRESENT.has(word)) past++;
      else if (PRESENT.has(word) || PRESENT_TO_PAST.has(word)) present++;
    }
  const marked = past + present;
  if (marked < MIN_VERBS) return null;
  return past >= marked * 0.75 ? 'past' : past <= marked * 0.25 ? 'present' : 'mixed';
}

const EN_PRONOUNS: Record<Person, RegExp> = {
  first: /\b(?:i|me|my|mine|myself|we|us|our|ours|ourselves)\b/gi,
  second: /\b(?:you|your|yours|yourself)\b/gi,
  third: /\b(?:he|him|his|himself|she|her|hers|herself|they|them|their|theirs)\b/gi,
};
// 自我, 我行我素 and the like are idioms, not a narrator; 你 in 你追我赶 likewise.
const ZH_PRONOUNS: Record<Person, RegExp> = {
  first: /(?<!自)我(?!行我素)/g,
  second: /[你您](?!追我赶)/g,
  third: /[他她它]/g,
};

/** Fewer narrator pronouns than this and the point of view is not called. */
const MIN_PRONOUNS = 8;

/**
 * The narrator's person. A first-person narrator still says "he" and "she" of others, so first person
 * is called when a quarter of the narration's pronouns are "I"/"we" (a third-person narrator has almost none).
 */
export function narrationPerson(passages: readonly string[], language: 'en' | 'zh'): Person | null {
  const patterns = language === 'zh' ? ZH_PRONOUNS : EN_PRONOUNS;
  const counts = { first: 0, second: 0, third: 0 };
  for (const passage of passages) {
    const narration = narrationOf(passage);
    for (const person of ['first', 'second', 'third'] as const)
      counts[person] += narration.match(patterns[person])?.length ?? 0;
  }
  const total = counts.first + counts.second + counts.third;
  if (total < MIN_PRONOUNS) return null;
  if (counts.second >= total * 0.4) return 'second';
  if (counts.first >= total * 0.25) return 'first';
  return 'third';
}
