import type { Book } from '../book';
import type { PlacedFact } from '../facts';

/** A fact with its place in reading order. */
export interface Positioned {
  fact: PlacedFact;
  section: number;
  title: string;
}

/** Every fact of the book in reading order. */
export function inReadingOrder(book: Book): Positioned[] {
  return book.sections.flatMap((s, section) =>
    [...s.facts].sort((a, b) => a.start - b.start).map((fact) => ({ fact, section, title: s.title })),
  );
}
