import { totalOf } from './assessment';
import { sameFingerprintSet } from './fingerprint';
import type { LoopSettings } from './settings';
import type { AssessmentSummary, LoopHistory, StopReason } from './types';

/*
 * When: decideStop runs at one decision point, right after every assessment and before any revision:
 * after the first assessment, and after the re-assessment that follows each revision. That
 * re-assessment always runs, even past the budget or after stop was pressed, because the regression
 * guard needs it; so a loop may overspend its budget by at most one assessment.
 *
 * Order (first match wins), with a = assessments, k = a.length, latest = a[k-1]:
 *  1. regressed          k ≥ 2 and latest.high > a[k-2].high: the last revision made things worse;
 *                        it is rolled back. First, so no other reason can hide a rollback.
 *  2. unchanged          the last revision changed no text: another round would change nothing either
 *                        (what is left needs the author).
 *  3. stopped_by_author  the author pressed stop.
 *  4. budget             a token budget is set and tokensUsed ≥ budget.
 *  5. no_suggestions     latest has no suggestions at all.
 *  6. no_high_priority   latest has no suggestion of the priorities that keep the loop going
 *                        (settings.continueOn: high by default; the rewrite command goes on for medium too).
 *  7. needs_author       what is left of those priorities cannot be accepted by the policy any more (every
 *                        suggestion the policy names was already accepted without changing the text).
 *  8. repeated           k ≥ 2 and latest's fingerprint set equals a[k-2]'s.
 *  9. not_decreasing     k ≥ 3 and the total count did not fall in either of the last two rounds:
 *                        total(a[k-3]) ≤ total(a[k-2]) ≤ total(latest).
 * 10. max_rounds         k - 1 ≥ maxRounds: that many rounds have already finished.
 * Null: open (or continue with) the next round and revise.
 */

/** More high-priority findings after revising than before: the revision is rolled back. */
function isRegression(before: AssessmentSummary, after: AssessmentSummary): boolean {
  return after.counts.high > before.counts.high;
}

type Rule = (a: readonly AssessmentSummary[], history: LoopHistory, settings: LoopSettings) => boolean;

const RULES: readonly (readonly [StopReason, Rule])[] = [
  ['regressed', (a) => a.length >= 2 && isRegression(a[a.length - 2], a[a.length - 1])],
  ['unchanged', (_a, h) => h.lastRevisionChanged === false],
  ['stopped_by_author', (_a, _h, s) => s.stopRequested],
  ['budget', (_a, h, s) => s.tokenBudget !== null && h.tokensUsed >= s.tokenBudget],
  ['no_suggestions', (a) => totalOf(a[a.length - 1].counts) === 0],
  ['no_high_priority', (a, _h, s) => s.continueOn.every((p) => a[a.length - 1].counts[p] === 0)],
  [
    'needs_author',
    (a, _h, s) => {
      const latest = a[a.length - 1];
      return s.accept.every((p) => (latest.acceptable ?? latest.counts)[p] === 0);
    },
  ],
  ['repeated', (a) => a.length >= 2 && sameFingerprintSet(a[a.length - 2].fingerprints, a[a.length - 1].fingerprints)],
  [
    'not_decreasing',
    (a) => {
      if (a.length < 3) return false;
      const [t0, t1, t2] = a.slice(-3).map((x) => totalOf(x.counts));
      return t1 >= t0 && t2 >= t1;
    },
  ],
  ['max_rounds', (a, _h, s) => a.length - 1 >= s.maxRounds],
];

/** The order decideStop checks its rules in. */
export const STOP_RULE_ORDER: readonly StopReason[] = RULES.map(([reason]) => reason);

/** Whether the loop stops now, and why; null to revise another round. */
export function decideStop(history: LoopHistory, settings: LoopSettings): StopReason | null {
  const a = history.assessments;
  if (a.length === 0) throw new Error('decideStop needs at least one assessment');
  return RULES.find(([, applies]) => applies(a, history, settings))?.[0] ?? null;
}
