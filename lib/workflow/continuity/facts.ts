// What a passage of the book states, in a form two passages can be compared in. Both engines extract
// facts of this one shape; the comparison rules (./rules) never read prose, only facts.

type FactKind = 'attribute' | 'status' | 'time' | 'count' | 'term' | 'clue' | 'mention' | 'claim';

/**
 * Why a statement must not be held against another: said in dialogue (a character may lie or be
 * wrong), a hypothetical, a memory or flashback, or a statement the text itself corrects.
 */
export const FACT_HEDGES = ['dialogue', 'hypothetical', 'flashback', 'corrected'] as const;
export type FactHedge = (typeof FACT_HEDGES)[number];

export interface Fact {
  kind: FactKind;
  /** The entity the fact is about, by its canonical name ("" for a fact about the document: a date). */
  subject: string;
  /** What of the subject: "age", "eyes", "hair", "relation:Mara", "status", "date", "weekday", "n", "expansion" … */
  attribute: string;
  /** The value, normalised so that equal facts compare equal: "12", "green", "dead", "2025-03-06". */
  value: string;
  /** The passage that states it: offsets into the section's text, `end` exclusive. */
  start: number;
  end: number;
  /** Where the value itself sits in the passage, for an exact replacement. */
  valueStart?: number;
  valueEnd?: number;
  hedges: FactHedge[];
  /** Days from the section's start at which the statement holds, when the text says (a relative time). */
  day?: number;
  /** For scripts: the round of play a statement belongs to (0 = before the first round). */
  round?: number;
  /** A change the text narrates ("turned thirteen", "dyed her hair"): later facts may differ. */
  change?: boolean;
}

/** A fact with its passage, as the ledger keeps it for one section. */
export interface PlacedFact extends Fact {
  sectionId: string;
  quote: string;
}

/** A stable identity for a fact: what it says and the words it says it with (not where). */
export const factKey = (f: Pick<PlacedFact, 'sectionId' | 'subject' | 'attribute' | 'value' | 'quote'>): string =>
  [f.sectionId, f.subject, f.attribute, f.value, f.quote].join('\u241F');
