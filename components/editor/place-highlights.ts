import type { Text } from '@codemirror/state';
import { reanchorAll } from '@/lib/text/reanchor';
import type { Highlight } from './highlight';

/**
 * Checks each highlight against the text, which may hold unsaved edits its anchor does not know, with
 * the server's own follower (lib/text/reanchor.ts): a highlight sits where the server would re-anchor
 * its suggestion, and is left out (reported missing) where the server would call it stale. Never
 * placed on other words. Placed highlights carry their anchor as re-placed in this text.
 */
export function placeHighlights(
  doc: Text,
  highlights: readonly Highlight[],
): { placed: Highlight[]; missing: string[] } {
  const placed: Highlight[] = [];
  const missing: string[] = [];
  if (highlights.length === 0) return { placed, missing };
  const results = reanchorAll(
    highlights.map((h) => h.anchor),
    doc.toString(),
  );
  results.forEach((result, i) => {
    const h = highlights[i];
    if (result.status === 'stale') missing.push(h.id);
    else placed.push(result.method === 'offsets' ? h : { ...h, anchor: result.anchor });
  });
  return { placed, missing };
}
