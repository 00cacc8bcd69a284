import type { BookRipple, RippleSection } from './book-ripple';
import type { RewriteCandidate } from './rewrite-candidates';

/** A section's passages that need rewriting rather than replacing. */
export interface SectionRewrites {
  sectionId: string;
  title: string;
  passages: RewriteCandidate[];
}

export interface BookRewrites {
  sections: SectionRewrites[];
  /** Passages to rewrite, across `sections`. */
  count: number;
  /** Passages in locked sections: counted, never proposed. */
  locked: number;
  /** Locked sections with a passage to rewrite and no place the mechanical ripple counted already. */
  lockedSections: number;
}

/**
 * The passages of a book that need rewriting for an upstream change, never one the mechanical ripple
 * proposes (`ripple`): `candidatesOf` is given the ranges it takes in that section.
 */
export function bookRewrites(
  sections: readonly RippleSection[],
  ripple: BookRipple,
  candidatesOf: (text: string, taken: readonly { start: number; end: number }[]) => RewriteCandidate[],
): BookRewrites {
  const lockedAlready = new Set(ripple.lockedIds);
  const takenIn = new Map(ripple.sections.map((s) => [s.sectionId, s.passages]));
  const out: BookRewrites = { sections: [], count: 0, locked: 0, lockedSections: 0 };
  for (const section of sections) {
    const passages = candidatesOf(section.text, takenIn.get(section.id) ?? []);
    if (!passages.length) continue;
    if (section.locked) {
      out.locked += passages.length;
      if (!lockedAlready.has(section.id)) out.lockedSections += 1;
      continue;
    }
    out.count += passages.length;
    out.sections.push({ sectionId: section.id, title: section.title, passages });
  }
  return out;
}
