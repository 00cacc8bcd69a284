import type { ReviewerRole } from '../../workflow/templates/types';
import type { EstimateContext, Unit } from './context';
import { isWholeTextReviewer } from './frames';
import { findingsPerReview, PRIORS } from './priors';
import type { PlannedTask } from './types';

// The requests of a refinement round (engine/model/operations/assess.ts, revise.ts): every reviewer of
// the panel reads the whole text once (the section reviewer, each section), the judge reads it again
// with the panel's findings; the reviser reads each section it revises with its tasks.

/** One assessment of `units` by `roles`; returns the findings it expects the panel to raise. */
export function assessment(c: EstimateContext, stageKey: string, units: Unit[], roles: ReviewerRole[]): number {
  if (!units.length) return 0;
  const text = units.reduce((n, u) => n + u.tokens, 0);
  let findings = 0;
  for (const role of roles) {
    if (isWholeTextReviewer(role)) {
      const raised = findingsPerReview(units.length);
      findings += raised;
      c.tally.add('reviewer', c.frames.review(role, stageKey, units) + text, c.m.chars(reviewReplyChars(role, raised)));
    } else if (role === 'section') {
      for (const unit of units) {
        findings += PRIORS.sectionReviewIssues;
        c.tally.add(
          'reviewer',
          c.frames.sectionReview(stageKey, unit) + unit.tokens,
          c.m.chars(PRIORS.scoredReviewChars + PRIORS.sectionReviewIssues * PRIORS.findingChars),
        );
      }
    }
  }
  if (roles.includes('judge') && findings > 0) {
    const kept = Math.ceil(findings * PRIORS.judgeKeeps);
    c.tally.add(
      'reviewer',
      c.frames.judge(stageKey, units, findings) + text + c.m.chars(findings * PRIORS.panelFindingChars),
      c.m.chars(kept * PRIORS.findingChars + PRIORS.judgeExtraChars),
    );
  }
  return findings;
}

function reviewReplyChars(role: string, findings: number): number {
  switch (role) {
    case 'blue':
      return PRIORS.keepPoints * PRIORS.keepChars + Math.ceil(findings / 2) * PRIORS.findingChars;
    case 'global':
      return PRIORS.scoredReviewChars + findings * PRIORS.findingChars;
    default:
      return findings * PRIORS.findingChars + PRIORS.replyOverheadChars;
  }
}

/**
 * The reviser on each unit that has tasks; a task about the whole document (no section) reaches every
 * unit, as the judge's scope most often says. Tasks that all quote a passage come back as edits, others
 * as the whole section; edits of overlapping passages cannot all apply, so the whole section is asked
 * for again (lib/engine/model/operations/revise.ts).
 */
export function revision(c: EstimateContext, units: Unit[], tasks: PlannedTask[]): void {
  const global = tasks.filter((t) => t.sectionId === null);
  for (const unit of units) {
    const own = [...tasks.filter((t) => t.sectionId === unit.id), ...global];
    if (!own.length) continue;
    const wording = own.reduce((n, t) => n + t.chars + PRIORS.taskOverheadChars, 0);
    const input = c.frames.reviser(unit) + unit.tokens + c.m.chars(wording);
    const whole = unit.tokens + c.m.chars(PRIORS.replyOverheadChars);
    if (!own.every((t) => t.range)) {
      c.tally.add('reviser', input, whole);
      continue;
    }
    c.tally.add('reviser', input, c.m.chars(own.length * PRIORS.editChars + PRIORS.replyOverheadChars));
    if (overlapping(own)) c.tally.add('reviser', input, whole);
  }
}

function overlapping(tasks: PlannedTask[]): boolean {
  const ranges = tasks.flatMap((t) => (t.range ? [t.range] : [])).sort((a, b) => a.start - b.start);
  return ranges.some((r, i) => i > 0 && r.start < ranges[i - 1].end);
}

/** The tasks an auto round is expected to accept: a few quoted passages, apart, in every unit. */
function expectedTasks(units: Unit[]): PlannedTask[] {
  return units.flatMap((u) =>
    Array.from({ length: PRIORS.tasksPerSection }, (_, i) => ({
      sectionId: u.id,
      chars: PRIORS.taskChars,
      range: { start: i * 2, end: i * 2 + 1 },
    })),
  );
}

/** An auto loop: the assessments and revisions its stop rules most often allow, within `maxRounds`. */
export function autoLoop(
  c: EstimateContext,
  { stageKey, units, roles, maxRounds }: { stageKey: string; units: Unit[]; roles: ReviewerRole[]; maxRounds: number },
): { revisions: number } {
  const revisions = Math.min(PRIORS.autoRevisions, maxRounds);
  const assessments = Math.min(PRIORS.autoAssessments, maxRounds + 1);
  for (let i = 0; i < assessments; i++) assessment(c, stageKey, units, roles);
  for (let i = 0; i < revisions; i++) revision(c, units, expectedTasks(units));
  return { revisions };
}
