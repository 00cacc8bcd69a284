// Whether a stretch of English or Chinese is an independent clause: enough to tell where a long
// sentence can be split into two sentences that stand on their own.

import { IRREGULAR_PARTICIPLES } from '../lexicon/english';

const SUBJECT_PRONOUNS = new Set(['i', 'he', 'she', 'it', 'we', 'they', 'you', 'there']);
const DETERMINERS = new Set(
  'the a an his her their its my our your this these those every each no some one neither either'.split(' '),
);
const FINITE = new Set(
  `was were is are am had has have did does do said could would should might will can must shall went came saw
  took made ran knew thought told found gave left felt kept held stood sat lay rose fell grew brought began
  spoke wrote drove rode swam sang stayed got put let set cut hit shut sent spent lost won met paid read heard
  show shows find finds suggest suggests remain remains seem seems stay stays become becomes mean means need needs
  give gives take takes make makes keep keeps hold holds lie lies rise rises fall falls
  split burst cast cost hurt quit spread shed slit thrust bet`
    .split(/\s+/)
    .filter(Boolean),
);
const RELATIVES = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when']);
// How far a subject may stand from its verb ("the old man with the lamp said").
const SUBJECT_REACH = { pronoun: 3, noun: 6 } as const;

/** True for a finite verb form ("said", "walked"; "runs" only after a pronoun). */
export function isFiniteVerb(word: string, afterPronoun = false): boolean {
  const w = word.toLowerCase();
  if (FINITE.has(w) || (w.endsWith('ed') && w.length > 3)) return true;
  if (IRREGULAR_PARTICIPLES.has(w) && !w.endsWith('en')) return true;
  return afterPronoun && w.length > 2 && w.endsWith('s') && !w.endsWith('ss');
}

/** True when the words open an independent clause: a subject followed closely by a finite verb. */
export function opensClause(words: string[]): boolean {
  const first = (words[0] ?? '').toLowerCase();
  const pronoun = SUBJECT_PRONOUNS.has(first);
  const noun = DETERMINERS.has(first) || /^[A-Z][a-z]/.test(words[0] ?? '');
  if (!pronoun && !noun) return false;
  const reach = pronoun ? SUBJECT_REACH.pronoun : SUBJECT_REACH.noun;
  for (const word of words.slice(1, 1 + reach)) {
    if (RELATIVES.has(word.toLowerCase())) return false;
    if (isFiniteVerb(word, pronoun)) return true;
  }
  return false;
}

/** True when the words hold a finite verb anywhere (the first half of a split must be a clause too). */
export function hasFiniteVerb(words: string[]): boolean {
  return words.some((w, i) => isFiniteVerb(w, i > 0 && SUBJECT_PRONOUNS.has(words[i - 1].toLowerCase())));
}

// Chinese clauses that depend on what follows them: "虽然……" cannot end with 。.
const ZH_SUBORDINATE = /^(?:因为|虽然|如果|即使|尽管|只要|除非|既然|假如|要是|倘若|哪怕|只有|一旦|当)/;
const ZH_SUBJECT = /^(?:他们|她们|我们|你们|咱们|它们|大家|他|她|我|你|它|这|那)/;
const ZH_CONNECTIVE = /^(?:但是|可是|然而|于是|所以|因此|而且|并且|不过|只是)/;
// A time that opens a sentence of its own: "回来的时候太阳已经……", "第二天他……".
const ZH_TIME = /^(?:[^，。；、]{1,8}的时候|这时|那时|此时|随后|后来|然后|接着|第二天|当天|当晚|傍晚|清晨|半夜)/;

/** True when a Chinese part can stand as a sentence of its own. */
export function standsAloneZh(part: string): boolean {
  return part.length > 0 && !ZH_SUBORDINATE.test(part) && !/^[的了地得着过，、]/.test(part);
}

/** True when a Chinese clause opens a new sentence: a connective, a subject pronoun or a character's name. */
export function opensClauseZh(part: string, names: string[]): boolean {
  return (
    ZH_CONNECTIVE.test(part) ||
    ZH_SUBJECT.test(part) ||
    ZH_TIME.test(part) ||
    names.some((n) => n && part.startsWith(n))
  );
}
