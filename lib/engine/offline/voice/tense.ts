import { anchorAt } from '../../../text/anchor';
import type { SentenceSpan } from '../../../text/sentences';
import { isNarration, type Narration } from './narration';
import { PAST_TO_PRESENT, PRESENT_TO_PAST } from '../../../text/narrative-verbs';
import type { VoiceFinding } from './types';

// English narration that slips from its tense for a sentence ("She opened the door. The hall is dark…
// she walks in"). Only a third-person subject and a listed verb count, so "I remember", a timeless
// "the river runs to the sea" and reported speech are never taken for a shift.

type Tense = 'past' | 'present';

interface Marker {
  tense: Tense;
  start: number;
  end: number;
  verb: string;
}

const ADVERBS =
  'still|just|slowly|quietly|finally|then|now|already|also|only|suddenly|simply|barely|softly|carefully|almost|never|always';
// The verb sits in a lookahead so that "Then she turned" yields both "Then she" and "she turned".
const SUBJECT_VERB = new RegExp(
  `\\b(He|he|She|she|[A-Z][a-z]+)(?=(\\s+(?:(?:${ADVERBS})\\s+)?)([a-z]+(?:n['’]t)?)\\b)`,
  'g',
);
// A narrator speaking from now about then ("to this day she keeps the key") is a frame, not a slip.
const NOW = /\b(?:today|these days|to this day|now|still|ever since)\b/i;
const COORDINATED = /\b(?:and|then|but)\s+([a-z]+)\b/g;
const BEING = /^(?:is|was|has|had)(?:n['’]t)?$/;
const MIN_MARKERS = 3;
const DOMINANT_SHARE = 0.7;

// Capitalised words that open a sentence without naming anyone ("My hands shake", "Everything changes").
const NOT_A_NAME = new RegExp(
  `^(?:${[
    'It This That These Those There Here What Who Which When Where While Why How If As At In On By For From With',
    'Without After Before Then Now Once Still Just Only So But And Or Yet Not No Every Each All Some Any One',
    'Everyone Everybody Everything Nobody Nothing Someone Something Anyone Anything Time Life Love God',
    'My His Her Its Our Your Their The A An Even Later Soon Outside Inside Upstairs Downstairs Behind',
  ]
    .join(' ')
    .split(' ')
    .join('|')})$`,
);
// A clause reported after these keeps its own tense ("She said he is tall").
const REPORTED =
  /\b(?:said|says|told|tells|knew|knows|thought|thinks|believed|believes|heard|hears|remembered|remembers|that)\b/;
const AUXILIARY = /\b(was|were|is|are)\b/g;
const NOUN_VERB = /\b(?:[Tt]he|[Aa]n?) [a-z]+ ([a-z]+)\b/g;

const tenseOf = (verb: string): Tense | null =>
  PRESENT_TO_PAST.has(verb) ? 'present' : PAST_TO_PRESENT.has(verb) ? 'past' : null;

function markersOf(n: Narration, sentence: SentenceSpan): Marker[] {
  const markers: Marker[] = [];
  for (const m of sentence.text.matchAll(SUBJECT_VERB)) {
    const subject = m[1];
    const verb = m[3];
    const pronoun = /^(?:he|she)$/i.test(subject);
    // "Paris is" and "Mara is" read alike; only a named subject's actions are taken as events.
    if (!pronoun && (NOT_A_NAME.test(subject) || BEING.test(verb))) continue;
    const tense = tenseOf(verb);
    if (!tense) continue;
    const start = sentence.start + m.index + subject.length + m[2].length;
    if (isNarration(n, start, start + verb.length)) markers.push({ tense, start, end: start + verb.length, verb });
  }
  if (markers.length === 0) return markers;
  // The verbs that share the subject: "she walks to the window and looks out".
  for (const m of sentence.text.matchAll(COORDINATED)) {
    const verb = m[1];
    const tense = tenseOf(verb);
    const start = sentence.start + m.index + m[0].length - verb.length;
    if (tense && start > markers[0].start && isNarration(n, start, start + verb.length))
      markers.push({ tense, start, end: start + verb.length, verb });
  }
  return markers.sort((a, b) => a.start - b.start);
}

/** The sentence's tense by its verbs: the markers, a noun's verb ("the gate opened"), every was/were or is/are. */
function sentenceTense(n: Narration, sentence: SentenceSpan, markers: Marker[]): Tense | null {
  const votes = markers.map((m) => m.tense);
  const narrated = (at: number, length: number) => isNarration(n, sentence.start + at, sentence.start + at + length);
  for (const m of sentence.text.matchAll(AUXILIARY))
    if (narrated(m.index, m[0].length)) votes.push(m[1] === 'was' || m[1] === 'were' ? 'past' : 'present');
  for (const m of sentence.text.matchAll(NOUN_VERB)) {
    const tense = tenseOf(m[1]);
    if (tense && narrated(m.index, m[0].length)) votes.push(tense);
  }
  const past = votes.filter((t) => t === 'past').length;
  return past * 2 > votes.length ? 'past' : past * 2 < votes.length ? 'present' : null;
}

/** The minority markers of a sentence that slip, unless a reporting verb before them keeps their tense. */
function slipsIn(text: string, sentence: SentenceSpan, markers: Marker[], dominant: Tense): Marker[] {
  const mixed = markers.some((m) => m.tense === dominant);
  return markers.filter((m) => m.tense !== dominant && !(mixed && REPORTED.test(text.slice(sentence.start, m.start))));
}

export function tenseShifts(n: Narration): VoiceFinding[] {
  const paragraphs = n.paragraphs.map((p) =>
    p.sentences.map((s) => {
      const markers = markersOf(n, s);
      return { s, markers, tense: sentenceTense(n, s, markers) };
    }),
  );
  // The narration's tense is that of most of its sentences: a slip is one sentence, however many verbs.
  const told = paragraphs.flat().flatMap((x) => (x.tense ? [x.tense] : []));
  const past = told.filter((t) => t === 'past').length;
  const dominant: Tense = past * 2 >= told.length ? 'past' : 'present';
  const held = dominant === 'past' ? past : told.length - past;
  if (held < MIN_MARKERS || held / told.length < DOMINANT_SHARE) return [];
  const findings: VoiceFinding[] = [];
  for (const sentences of paragraphs) {
    const holds = sentences.some((x) => x.tense === dominant);
    const slipped = sentences.map((x) => ({ s: x.s, slips: slipsIn(n.text, x.s, x.markers, dominant) }));
    // A paragraph wholly in the other tense is a frame (a present-tense prologue, a letter).
    if (!holds && slipped.filter((x) => x.slips.length > 0).length > 1) continue;
    for (const { s, slips } of slipped) {
      if (dominant === 'past' && NOW.test(s.text)) continue;
      for (const m of slips) findings.push(shiftFinding(n.text, m, dominant));
    }
  }
  return findings;
}

function shiftFinding(text: string, m: Marker, dominant: Tense): VoiceFinding {
  const replacement = (dominant === 'past' ? PRESENT_TO_PAST : PAST_TO_PRESENT).get(m.verb)!;
  return {
    kind: 'tense-shift',
    priority: 'medium',
    summary: `Tense shifts to the ${m.tense}: "${m.verb}"`,
    detail: `The narration is told in the ${dominant} tense; "${m.verb}" slips into the ${m.tense} for this sentence.`,
    anchor: anchorAt(text, m.start, m.end),
    replacement,
  };
}
