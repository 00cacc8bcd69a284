import type { Priority, SectionText, SuggestionDraft } from '../../types';
import { anchorQuote } from './locate';

/** A reviewer finding in one shape, before it is anchored in the text. */
export interface Finding {
  role: string;
  type: string;
  priority: Priority;
  sectionId: string | null;
  quote: string;
  /** The concrete gap. */
  issue: string;
  expected: string;
  /** Wording that would meet `expected`, when the reviewer gave one (seed 002's example). */
  example?: string;
  /** Extra lines for the suggestion's detail (impact, rationale …). */
  notes?: string[];
}

const SUMMARY_CHARS = 140;

/** First sentence of the issue, short enough for a card title. */
export function summarise(issue: string): string {
  const first = issue.trim().split(/(?<=[.!?。！？])\s*/u)[0] ?? issue;
  return first.length > SUMMARY_CHARS ? `${first.slice(0, SUMMARY_CHARS - 1)}…` : first;
}

/**
 * The suggestion for a finding. Its quote is placed in its section's text; a quote that cannot be
 * placed leaves the anchor null (a section-level suggestion), never an anchor on other words.
 */
export function toSuggestion(finding: Finding, sections: SectionText[]): SuggestionDraft {
  const section = finding.sectionId ? sections.find((s) => s.id === finding.sectionId) : undefined;
  const anchor = section && finding.quote ? anchorQuote(section.text, finding.quote) : null;
  return {
    role: finding.role,
    type: finding.type,
    priority: finding.priority,
    sectionId: section ? section.id : null,
    summary: summarise(finding.issue),
    detail: [finding.issue, ...(finding.notes ?? [])].join('\n'),
    expected: finding.expected,
    ...(finding.example ? { example: finding.example } : {}),
    anchor,
  };
}
