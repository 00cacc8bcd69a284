import type { RenameMatch } from './rename-matches';
import { ripplePassages, type RipplePassage } from './passages';

export interface RippleSection {
  id: string;
  title: string;
  text: string;
  /** The writer locked it: a ripple counts what it would change there, and changes nothing. */
  locked?: boolean;
}

export interface SectionRipple {
  sectionId: string;
  title: string;
  passages: RipplePassage[];
}

/** What a rename would change across the book, and what it leaves alone and why. */
export interface BookRipple {
  sections: SectionRipple[];
  /** Mentions renamed, across `sections`. */
  places: number;
  /** Mentions in locked sections: counted, never proposed. */
  lockedPlaces: number;
  lockedSections: number;
  /** Which locked sections those are. */
  lockedIds: string[];
}

/**
 * The ripple of an upstream change over a book's sections, in book order: `matchesOf` finds the words
 * it changes in one text (a rename's mentions, a changed value where the passage is about its entry).
 */
export function bookRipple(
  sections: readonly RippleSection[],
  matchesOf: (text: string, section: RippleSection) => RenameMatch[],
): BookRipple {
  const ripple: BookRipple = { sections: [], places: 0, lockedPlaces: 0, lockedSections: 0, lockedIds: [] };
  for (const section of sections) {
    const matches = matchesOf(section.text, section);
    if (!matches.length) continue;
    if (section.locked) {
      ripple.lockedPlaces += matches.length;
      ripple.lockedSections += 1;
      ripple.lockedIds.push(section.id);
      continue;
    }
    ripple.places += matches.length;
    ripple.sections.push({
      sectionId: section.id,
      title: section.title,
      passages: ripplePassages(section.text, matches),
    });
  }
  return ripple;
}
