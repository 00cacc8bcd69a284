import type { Fact, FactHedge } from '../../../workflow/continuity/facts';
import { sentenceAt, splitSentences, type SentenceSpan } from '../../../text/sentences';
import { dialogueRanges, type Ranges } from '../../../text/dialogue';
import { hedgesAt, opensFlashback } from './hedges';

/** One section prepared for extraction: its sentences, speech and known names, and the facts found so far. */
export interface Scan {
  text: string;
  sentences: SentenceSpan[];
  dialogue: Ranges;
  flashback: boolean;
  /** Names the project knows (the story bible's), longest first. */
  known: string[];
  facts: Fact[];
}

export function scanOf(text: string, known: readonly string[]): Scan {
  return {
    text,
    sentences: splitSentences(text),
    dialogue: dialogueRanges(text),
    flashback: opensFlashback(text),
    known: [...known].sort((a, b) => b.length - a.length),
    facts: [],
  };
}

type NewFact = Omit<Fact, 'hedges'> & { hedges?: FactHedge[] };

/** Records a fact with the hedges its sentence puts on it. */
export function emit(scan: Scan, fact: NewFact): void {
  const sentence = sentenceAt(scan.sentences, fact.start);
  const hedges = hedgesAt(scan.text, sentence, fact, scan.dialogue, scan.flashback);
  scan.facts.push({ ...fact, hedges: [...new Set([...(fact.hedges ?? []), ...hedges])] });
}

/** Every match of a global pattern over the section, with its groups' offsets (flag "d"). */
export function* matchesOf(
  text: string,
  pattern: RegExp,
): Generator<RegExpExecArray & { indices: RegExpIndicesArray }> {
  const re = new RegExp(pattern.source, pattern.flags.includes('d') ? pattern.flags : `${pattern.flags}d`);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    yield m as RegExpExecArray & { indices: RegExpIndicesArray };
    if (m[0] === '') re.lastIndex++;
  }
}

/** The known names and the subjects the section's facts have named so far. */
export const knownAndFound = (scan: Scan): string[] => [
  ...new Set([...scan.known, ...scan.facts.map((f) => f.subject).filter((s) => s && isNameLike(s))]),
];
const isNameLike = (s: string) => !/^\d|^\*$/.test(s);

/** The clause of a sentence a match sits in: a subgroup is told by the words of its own clause. */
export function clauseAt(text: string, sentence: { start: number; end: number } | undefined, at: number, zh: boolean) {
  const from = sentence?.start ?? 0;
  const to = sentence?.end ?? text.length;
  const breaks = zh ? /[，；：,;]/g : /[,;:]/g;
  let start = from;
  let end = to;
  for (const m of text.slice(from, to).matchAll(breaks)) {
    const offset = from + m.index;
    if (offset < at) start = offset + 1;
    else {
      end = offset;
      break;
    }
  }
  return text.slice(start, end);
}
