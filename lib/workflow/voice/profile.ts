import { countWords, isMostlyCjk } from '../../text/count';
import { dialogueRanges } from '../../text/dialogue';
import { narrationPerson, narrationTense, type Person, type Tense } from './narration';
import { chooseExamples } from './examples';
import { avoidedWords, favouriteWords } from './vocabulary';
import { sentenceLengths, type SentenceLengths } from './sentence-lengths';

/** The writer's own text, as the project holds it. */
export interface WriterText {
  /** Passages the writer wrote: whole sections of their own, their additions to model text, imported originals. */
  passages: string[];
  /** What the writer deleted from model text when editing it: words they do not want. */
  removed: string[];
}

/** How a writer writes, computed only from text they wrote themselves. */
export interface VoiceProfile {
  language: 'en' | 'zh';
  /** Length of the text it was computed from (words, or characters for Chinese). */
  size: number;
  /** Enough text to say something about the writer (below it the profile is shown, not used in prompts). */
  enough: boolean;
  sentences: SentenceLengths;
  /** Share of the text's characters inside quoted speech, 0–1. */
  dialogueShare: number;
  /** English narration's tense; null for Chinese (it marks none) or too little narration to tell. */
  tense: Tense | null;
  person: Person | null;
  /** Words (or Chinese words) the writer uses most, their names aside. */
  uses: string[];
  /** Words the writer removed from model text more than once and never uses themselves. */
  avoids: string[];
  /** Two or three short paragraphs of the writer's own, typical of their sentences. */
  examples: string[];
}

/** Below this the figures say more about one scene than about the writer. */
export const ENOUGH = { en: 300, zh: 600 } as const;

/** The writer's sentence rhythm alone: what the style-drift check measures a passage against. */
export type SentenceProfile = Pick<VoiceProfile, 'language' | 'size' | 'enough' | 'sentences'>;

export function sentenceProfile(passages: readonly string[]): SentenceProfile {
  const joined = passages.join('\n\n');
  const language = isMostlyCjk(joined.slice(0, 20_000)) ? 'zh' : 'en';
  const size = countWords(joined);
  return { language, size, enough: size >= ENOUGH[language], sentences: sentenceLengths(passages, language) };
}

export function voiceProfile(text: WriterText): VoiceProfile {
  const rhythm = sentenceProfile(text.passages);
  const { language, sentences } = rhythm;
  const speech = spokenChars(text.passages);
  return {
    ...rhythm,
    dialogueShare: speech.total ? speech.spoken / speech.total : 0,
    tense: language === 'en' ? narrationTense(text.passages) : null,
    person: narrationPerson(text.passages, language),
    uses: favouriteWords(text.passages, language),
    avoids: avoidedWords(text, language),
    examples: chooseExamples(text.passages, language, sentences.median),
  };
}

/** Characters inside quoted speech, of all characters that are not spaces. */
function spokenChars(passages: readonly string[]): { spoken: number; total: number } {
  let spoken = 0;
  let total = 0;
  for (const passage of passages) {
    const ranges = dialogueRanges(passage);
    for (let i = 0; i < ranges.starts.length; i++)
      spoken += passage.slice(ranges.starts[i], ranges.ends[i]).replace(/\s/g, '').length;
    total += passage.replace(/\s/g, '').length;
  }
  return { spoken, total };
}
