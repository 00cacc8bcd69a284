import { anchorAt } from '../../../text/anchor';
import type { SentenceSpan } from '../../../text/sentences';
import { isNarration, type Narration } from './narration';
import { PAST_TO_PRESENT, PRESENT_TO_PAST } from './verbs';
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

// Capitalised subjects that say something timeless ("Everything changes", "Time heals"), not an event.
const GENERIC =
  /^(?:It|This|That|These|Those|There|Here|What|Who|Which|Everyone|Everybody|Everything|Nobody|Nothing|Someone|Something|Anyone|Anything|Time|Life|Love|One|All|Each|God)$/;

function markersOf(n: Narration, sentence: SentenceSpan): Marker[] {
  const markers: Marker[] = [];
  for (const m of sentence.text.matchAll(SUBJECT_VERB)) {
    const subject = m[1];
    const verb = m[3];
    const pronoun = /^(?:he|she)$/i.test(subject);
    // "Paris is" and "Mara is" read alike; only a named subject's actions are taken as events.
    if (!pronoun && (GENERIC.test(subject) || BEING.test(verb))) continue;
    const tense: Tense | null = PRESENT_TO_PAST.has(verb) ? 'present' : PAST_TO_PRESENT.has(verb) ? 'past' : null;
    if (!tense) continue;
    const start = sentence.start + m.index + subject.length + m[2].length;
    if (isNarration(n, start, start + verb.length)) markers.push({ tense, start, end: start + verb.length, verb });
  }
  if (markers.length === 0) return markers;
  // The verbs that share the subject: "she walks to the window and looks out".
  for (const m of sentence.text.matchAll(COORDINATED)) {
    const verb = m[1];
    const tense: Tense | null = PRESENT_TO_PAST.has(verb) ? 'present' : PAST_TO_PRESENT.has(verb) ? 'past' : null;
    const start = sentence.start + m.index + m[0].length - verb.length;
    if (tense && start > markers[0].start && isNarration(n, start, start + verb.length))
      markers.push({ tense, start, end: start + verb.length, verb });
  }
  return markers.sort((a, b) => a.start - b.start);
}

export function tenseShifts(n: Narration): VoiceFinding[] {
  const paragraphs = n.paragraphs.map((p) => p.sentences.map((s) => ({ s, markers: markersOf(n, s) })));
  const all = paragraphs.flat().flatMap((x) => x.markers);
  const past = all.filter((m) => m.tense === 'past').length;
  const dominant: Tense = past * 2 >= all.length ? 'past' : 'present';
  const held = dominant === 'past' ? past : all.length - past;
  if (held < MIN_MARKERS || held / all.length < DOMINANT_SHARE || held === all.length) return [];
  const findings: VoiceFinding[] = [];
  for (const sentences of paragraphs) {
    const holds = sentences.some((x) => x.markers.some((m) => m.tense === dominant));
    const slipped = sentences.filter((x) => x.markers.length > 0 && x.markers.every((m) => m.tense !== dominant));
    // A paragraph wholly in the other tense is a frame (a present-tense prologue, a letter).
    if (!holds && slipped.length > 1) continue;
    for (const { s, markers } of slipped) {
      if (dominant === 'past' && NOW.test(s.text)) continue;
      for (const m of markers) findings.push(shiftFinding(n.text, m, dominant));
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
