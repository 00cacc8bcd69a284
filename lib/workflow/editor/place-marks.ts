import type { Anchor } from '../../text/anchor';
import { headingSections } from '../../text/heading-sections';
import { locateQuote } from '../../text/locate-quote';
import type { EditorMark, EditorReading } from './marks';

// An editor's marks placed in a stage's sections. The Word document's words need not be the stage's
// to the character (Markdown emphasis, a section edited since the export): each mark is looked for
// by its words and the words around them, first in the section its heading names, then in the others.

export interface StageSectionText {
  id: string;
  title: string;
  text: string;
}

export interface PlacedMark {
  mark: EditorMark;
  sectionId: string;
  anchor: Anchor;
}

const CONTEXT = 32;
const sameTitle = (a: string, b: string) => {
  const [x, y] = [a, b].map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase());
  return x !== '' && y !== '' && (x === y || x.endsWith(y) || y.endsWith(x));
};

/** Each mark where its words are in the stage, or in `unplaced` when they are in none of its sections. */
export function placeMarks(
  reading: EditorReading,
  sections: readonly StageSectionText[],
): { placed: PlacedMark[]; unplaced: EditorMark[] } {
  const parts = headingSections(reading.text);
  const placed: PlacedMark[] = [];
  const unplaced: EditorMark[] = [];
  for (const mark of reading.marks) {
    const part = parts.find((p) => p.start <= mark.start && mark.start < p.end) ?? parts.at(-1);
    const hint = {
      prefix: reading.text.slice(Math.max(part?.bodyStart ?? 0, mark.start - CONTEXT), mark.start),
      suffix: reading.text.slice(mark.end, Math.min(part?.end ?? reading.text.length, mark.end + CONTEXT)),
    };
    const named = sections.filter((s) => part && sameTitle(s.title, part.title));
    const candidates = [...named, ...sections.filter((s) => !named.includes(s))];
    let found: PlacedMark | null = null;
    for (const section of candidates) {
      const anchor = locateQuote(section.text, mark.quote, hint);
      if (anchor) {
        found = { mark, sectionId: section.id, anchor };
        break;
      }
    }
    if (found) placed.push(found);
    else unplaced.push(mark);
  }
  return { placed, unplaced };
}
