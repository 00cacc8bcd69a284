import type { Anchor } from '../../text/anchor';
import { EXPORT_AUTHOR, type EditorReading } from './marks';

// What the editor did in Word with StoryFold's own tracked changes (lib/export/editor-docx.ts). Word
// keeps no record of a decision: a change accepted there is plain text with the new words, one rejected
// is plain text with the old words, one left alone is still marked. Each is told from the words around it.

export interface ExportedChange {
  id: string;
  sectionId: string;
  /** Its passage in the section's current text. */
  anchor: Anchor;
  summary: string;
  replacement: string;
}

export type WordDecision = 'accepted' | 'rejected' | 'undecided' | 'unknown';

const CONTEXT = 12;

export function wordDecision(reading: EditorReading, change: ExportedChange): WordDecision {
  const stillMarked = reading.marks.some(
    (m) =>
      m.author === EXPORT_AUTHOR &&
      m.kind !== 'comment' &&
      m.quote === change.anchor.quote &&
      m.replacement === change.replacement,
  );
  if (stillMarked) return 'undecided';
  const before = change.anchor.prefix.slice(-CONTEXT);
  const after = change.anchor.suffix.slice(0, CONTEXT);
  const has = (words: string) => reading.text.includes(`${before}${words}${after}`);
  if (has(change.replacement) && !has(change.anchor.quote)) return 'accepted';
  if (has(change.anchor.quote)) return 'rejected';
  return 'unknown';
}

/** The words an accepted change comes back with, in the project's language. */
export const acceptedInWord = (summary: string, language: 'en' | 'zh') =>
  language === 'zh' ? `已在 Word 中接受：${summary}` : `Accepted in Word: ${summary}`;
