import { countWords } from '../../../text/count';
import { splitSentences } from '../../../text/sentences';
import type { Language } from '../../types';
import { LONG_SENTENCE } from '../checks/long-sentences';
import { dialogueRanges, insideRanges } from '../../../text/dialogue';
import { applyEdits, editsOverlap, type Edit } from '../fixes/edit';
import { removeWordEdit } from '../fixes/remove-word';
import { splitSentenceEdit } from '../fixes/split-sentence';
import { CHINESE_FILLERS, ENGLISH_FILLERS } from '../lexicon/fillers';
import { latinWords } from '../words';

/** Adds an edit unless it touches one already chosen. */
function addEdit(edits: Edit[], edit: Edit | null): void {
  if (edit && !edits.some((e) => editsOverlap(e, edit))) edits.push(edit);
}

/** The passage without its filler and hedging words (narration only: dialogue keeps its voice). */
function withoutFillers(text: string, language: Language): string {
  const dialogue = dialogueRanges(text);
  const edits: Edit[] = [];
  for (const entry of language === 'zh' ? CHINESE_FILLERS : ENGLISH_FILLERS) {
    for (const m of text.matchAll(entry.find)) {
      const end = m.index + m[0].length;
      if (!insideRanges(dialogue, m.index, end)) addEdit(edits, removeWordEdit(text, m.index, end));
    }
  }
  return applyEdits(text, edits);
}

/** The passage with each over-long sentence split in two where both halves stand alone. */
function withLongSentencesSplit(text: string, language: Language, names: string[]): string {
  const edits: Edit[] = [];
  for (const s of splitSentences(text)) {
    const length = language === 'zh' ? countWords(s.text) : latinWords(s.text).length;
    if (length > LONG_SENTENCE[language].low) addEdit(edits, splitSentenceEdit(text, s.start, s.end, language, names));
  }
  return applyEdits(text, edits);
}

/** Shortening without a model: filler words removed and long sentences split; the meaning is untouched. */
export function shortenOffline(passage: string, language: Language, names: string[]): string {
  return withLongSentencesSplit(withoutFillers(passage, language), language, names);
}
