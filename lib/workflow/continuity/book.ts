import type { BibleEntryText } from '../bible/entry';

import type { PlacedFact } from './facts';

/** A section as the comparison sees it: its place in the book and its facts. */
export interface BookSection {
  id: string;
  title: string;
  /** For scripts: whose handbook, or the game master's, or the materials. */
  role: { kind: 'dm' } | { kind: 'player'; character: string } | { kind: 'materials' } | { kind: 'prose' };
  facts: PlacedFact[];
}

/** What the comparison reads: the sections in reading order, the bible, and a rewrite's original. */
export interface Book {
  language: 'en' | 'zh';
  sections: BookSection[];
  bible: BibleEntryText[];
  /** A rewrite's original document and clarifications, with their facts: fidelity is checked against them. */
  original?: { facts: PlacedFact[]; text?: string } | null;
}
