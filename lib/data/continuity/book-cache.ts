import type { Book, BookSection } from '../../workflow/continuity/book';
import type { ContinuityFinding } from '../../workflow/continuity/findings';

// This process's memory of the books it read last: each section's facts and text under the stamp they
// were read at, and the whole book's findings under its fingerprint. Every read compares the stamps
// with the database first, so another process's writes are seen and nothing stale is ever answered.

interface CachedSection {
  stamp: string;
  section: BookSection;
  text: string;
}

export interface CachedBook {
  sections: Map<string, CachedSection>;
  original?: { key: string; value: Book['original'] };
  /** What was computed from the whole book in the state its fingerprint names: findings, and the panel's view. */
  checked?: { fingerprint: string; findings?: ContinuityFinding[]; view?: { waivers: string; value: unknown } };
}

// A 1,000,000-word book holds about 30 MB here; the books being worked on are few per process.
const BOOKS = 8;
const books = new Map<string, CachedBook>();

/** The book last read for a stage, if this process still has it. */
export function cachedBook(stageId: string): CachedBook | undefined {
  return books.get(stageId);
}

/** Keeps a stage's book, dropping the least recently kept beyond BOOKS. */
export function keepBook(stageId: string, book: CachedBook): void {
  books.delete(stageId);
  books.set(stageId, book);
  while (books.size > BOOKS) books.delete(books.keys().next().value!);
}

/** Forgets every book: the next read of each reads and checks it whole (the bench's "before", the tests' reference). */
export function forgetContinuityBooks(): void {
  books.clear();
}
