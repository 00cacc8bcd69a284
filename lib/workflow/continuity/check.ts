import type { Book } from './book';
import { entityIndex } from './entities';
import type { ContinuityFinding } from './findings';
import { attributeConflicts } from './rules/attributes';
import { calendarConflicts } from './rules/calendar';
import { unplantedClues } from './rules/clue-chain';
import { fidelityGaps } from './rules/fidelity';
import { knowledgeLeaks } from './rules/knowledge';
import { inReadingOrder } from './rules/positions';
import { unpaidSetups } from './rules/setups';
import { deadActing } from './rules/status';
import { timelineConflicts } from './rules/timeline';

/**
 * The continuity reviewer's comparison: every rule over the book's facts, whichever engine extracted
 * them. Findings come in reading order, each with the earlier passage(s) it contradicts.
 */
export function checkContinuity(book: Book): ContinuityFinding[] {
  const ordered = inReadingOrder(book);
  const entities = entityIndex(
    book.bible,
    ordered.map((p) => p.fact.subject),
  );
  const lang = book.language;
  const order = new Map(book.sections.map((s, i) => [s.id, i]));
  return [
    ...attributeConflicts(ordered, entities, lang),
    ...deadActing(ordered, entities, lang),
    ...timelineConflicts(ordered, lang),
    ...calendarConflicts(ordered, lang),
    ...knowledgeLeaks(book, entities, lang),
    ...unplantedClues(book, lang),
    ...unpaidSetups(book, lang),
    ...fidelityGaps(book, ordered, lang),
  ].sort((a, b) => order.get(a.sectionId)! - order.get(b.sectionId)! || a.start - b.start);
}
