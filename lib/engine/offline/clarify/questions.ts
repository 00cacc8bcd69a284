import type { Language, ProposedQuestion } from '../../types';
import { say } from '../language';
import { vagueSpots, type VagueKind, type VagueSpot } from './vague-wording';

const MAX_QUESTIONS = 8;
const QUOTE_CHARS = 80;

/**
 * The sentence around a spot, cut to a readable length around the term; a cut falls between words
 * (never "he bus" for "The bus").
 */
function quoteAround(text: string, spot: VagueSpot): string {
  const before = text.slice(0, spot.start);
  const sentenceStart = before.search(/[^.!?。！？\n]*$/);
  let from = Math.max(sentenceStart, spot.start - QUOTE_CHARS / 2);
  const rest = text.slice(spot.start);
  const sentenceEnd = spot.start + rest.search(/[.!?。！？\n]|$/);
  let end = Math.min(sentenceEnd, spot.start + QUOTE_CHARS / 2 + spot.term.length);
  // Latin text is cut at a space; a CJK sentence has none to wait for.
  if (from > sentenceStart && /\w/.test(text[from - 1] ?? '')) {
    const space = text.slice(from, spot.start).search(/\s/);
    from = space < 0 ? spot.start : from + space + 1;
  }
  if (end < sentenceEnd && /\w/.test(text[end] ?? '')) {
    const space = text.slice(spot.start + spot.term.length, end).search(/\s\S*$/);
    end = space < 0 ? spot.start + spot.term.length : spot.start + spot.term.length + space;
  }
  return text.slice(from, end).trim();
}

function questionFor(kind: VagueKind, term: string, quote: string, lang: Language): string {
  const q = {
    hedge: say(
      lang,
      `"${quote}": "${term}" — is this decided? What should the rewrite state?`,
      `原文“${quote}”中的“${term}”：这一点是否已确定？改写时应如何表述？`,
    ),
    vague: say(
      lang,
      `"${quote}": what exactly does "${term}" cover? List the items.`,
      `原文“${quote}”中的“${term}”具体指哪些内容？请列出。`,
    ),
    deferral: say(
      lang,
      `"${quote}": when is "${term}"? Give a date or the order of the steps.`,
      `原文“${quote}”中的“${term}”具体是什么时候？请给出日期或先后顺序。`,
    ),
    role: say(
      lang,
      `"${quote}": who exactly is "${term}"? Give a name or a job title.`,
      `原文“${quote}”中的“${term}”具体指谁？请给出姓名或职务。`,
    ),
    quantity: say(
      lang,
      `"${quote}": how many or how much is "${term}"? Give a number.`,
      `原文“${quote}”中的“${term}”具体是多少？请给出数字。`,
    ),
    acronym: say(
      lang,
      `What does "${term}" stand for, and should the rewrite spell it out?`,
      `“${term}”是什么的缩写？改写时是否需要写出全称？`,
    ),
  };
  return q[kind];
}

/**
 * Clarification questions for a rewrite, from the original's vague wording (hedges, "stuff", "later",
 * unnamed roles, unknown abbreviations, amounts without numbers), in the order the original raises them.
 * Questions already asked (same wording) are left out.
 */
export function proposeQuestionsOffline(
  document: string,
  language: Language,
  asked: readonly string[] = [],
): ProposedQuestion[] {
  const known = new Set(asked.map((q) => q.trim()));
  return vagueSpots(document, language)
    .map((spot) => {
      const quote = quoteAround(document, spot);
      return { question: questionFor(spot.kind, spot.term, quote, language), quote };
    })
    .filter((q) => !known.has(q.question))
    .slice(0, MAX_QUESTIONS);
}
