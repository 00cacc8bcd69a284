type Language = 'en' | 'zh';
import type { EditorMark } from './marks';

// A tracked change has no words of its own to show as a suggestion's summary: it says what it does,
// in the project's language, as the offline reviewers' findings do.

const clip = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

/** A comment's own words; for a tracked change, what it does to the passage. */
export function markSummary(mark: EditorMark, language: Language): string {
  if (mark.kind === 'comment') return mark.comment;
  const zh = language === 'zh';
  const [from, to] = [clip(mark.quote), clip(mark.replacement ?? '')];
  if (mark.kind === 'deletion') return zh ? `删去“${from}”` : `Delete “${from}”`;
  if (mark.kind === 'insertion') {
    // The replacement is the anchoring word with the new words on one side of it.
    const replacement = mark.replacement ?? '';
    const added = replacement.startsWith(mark.quote)
      ? replacement.slice(mark.quote.length)
      : replacement.slice(0, replacement.length - mark.quote.length);
    return zh ? `插入“${clip(added)}”` : `Insert “${clip(added)}”`;
  }
  return zh ? `将“${from}”改为“${to}”` : `Replace “${from}” with “${to}”`;
}
