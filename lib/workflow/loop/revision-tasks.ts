import type { Anchor } from '../../text/anchor';
import type { Priority } from '../suggestions';

/**
 * One instruction for the reviser, built from one accepted suggestion: seed 002's task with its
 * instruction, `example` and validation (`expected`: what the revised text must contain or do).
 */
export interface RevisionTask {
  suggestionId: string;
  instruction: string;
  expected: string;
  /** Wording that would meet `expected`, when the reviewer gave one. */
  example?: string | null;
  priority: Priority;
  anchor: Anchor | null;
  type: string;
  /** The exact words that replace the anchored passage (a continuity fix such as an age): applied as given. */
  replacement?: string;
}

/** The parts of an accepted suggestion a revision task is made of. */
export interface AcceptedFinding {
  id: string;
  sectionId: string | null;
  type: string;
  priority: Priority;
  summary: string;
  detail: string;
  expected: string;
  example?: string | null;
  anchor: Anchor | null;
  replacement?: string;
}

/** The reviser's instruction for one finding; `anchor` null when the finding points into another text. */
export function revisionTask(
  finding: Pick<
    AcceptedFinding,
    'id' | 'type' | 'priority' | 'summary' | 'detail' | 'expected' | 'example' | 'replacement'
  >,
  anchor: Anchor | null,
): RevisionTask {
  return {
    suggestionId: finding.id,
    instruction: `${finding.summary}: ${finding.detail}`,
    expected: finding.expected,
    example: finding.example ?? null,
    priority: finding.priority,
    anchor,
    type: finding.type,
    // An exact replacement belongs to its anchor's passage; without the anchor it means nothing.
    ...(anchor && finding.replacement !== undefined ? { replacement: finding.replacement } : {}),
  };
}

/**
 * The revision tasks of one round, by section id in document order: only the sections the accepted
 * suggestions touch are revised (DESIGN §4). A suggestion naming one of the sections goes to it; one
 * naming none (or another text) goes to the sections the judge scoped it to — all, or the ids it listed;
 * a loop over a single unit sends everything to it — without its anchor, which belongs to another text.
 */
export function revisionTasksBySection(
  accepted: readonly AcceptedFinding[],
  sectionIds: readonly string[],
  globalScope: readonly string[] | 'all',
): Map<string, RevisionTask[]> {
  const scope =
    globalScope === 'all' || sectionIds.length === 1 ? sectionIds : sectionIds.filter((id) => globalScope.includes(id));
  const bySection = new Map<string, RevisionTask[]>();
  for (const s of accepted) {
    const own = s.sectionId !== null && sectionIds.includes(s.sectionId);
    const task = revisionTask(s, own ? s.anchor : null);
    for (const id of own ? [s.sectionId!] : scope) bySection.set(id, [...(bySection.get(id) ?? []), task]);
  }
  return new Map(sectionIds.filter((id) => bySection.has(id)).map((id) => [id, bySection.get(id)!]));
}
