import type { VoiceProfile } from './profile';

export type DialogueAmount = 'none' | 'little' | 'quarter' | 'third' | 'half' | 'most';
export type SentenceKind = 'short' | 'medium' | 'long';

/** How a writer would say their dialogue share: "about a third" for 0.30–0.40. */
export function dialogueAmount(share: number): DialogueAmount {
  if (share < 0.03) return 'none';
  if (share < 0.18) return 'little';
  if (share < 0.29) return 'quarter';
  if (share < 0.42) return 'third';
  if (share < 0.6) return 'half';
  return 'most';
}

// Medians of typical prose: English narration runs 10–20 words a sentence, Chinese 15–35 characters.
const SHORT = { words: 12, chars: 18 } as const;
const LONG = { words: 20, chars: 35 } as const;

/** Short, medium or long sentences, judged by the median against the language's usual range. */
export function sentenceKind(p: Pick<VoiceProfile, 'sentences'>): SentenceKind {
  const { median, unit } = p.sentences;
  return median <= SHORT[unit] ? 'short' : median <= LONG[unit] ? 'medium' : 'long';
}
