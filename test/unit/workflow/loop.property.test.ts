import fc from 'fast-check';
import { simulateLoop } from '../../support/loop-simulator';
import { describe, expect, it } from 'vitest';
import {
  decideStop,
  loopSettings,
  STOP_REASONS,
  summariseAssessment,
  type AssessmentSummary,
  type LoopSettings,
  type LoopSuggestion,
} from '@/lib/workflow/loop';

const RUNS = { numRuns: 300 };

// A small pool, so that repeated and non-decreasing rounds actually happen.
const arbSuggestion: fc.Arbitrary<LoopSuggestion> = fc.record({
  role: fc.constantFrom('red', 'judge'),
  type: fc.constantFrom('style', 'logic'),
  priority: fc.constantFrom('high', 'medium', 'low'),
  summary: fc.constantFrom('a', 'b', 'c'),
  quote: fc.constant(null),
});
const arbAssessment = fc.array(arbSuggestion, { maxLength: 6 });
const arbSettings: fc.Arbitrary<LoopSettings> = fc
  .record({
    maxRounds: fc.integer({ min: 1, max: 6 }),
    accept: fc.subarray(['high', 'medium', 'low'] as const, { minLength: 1 }),
    tokenBudget: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
    stopRequested: fc.boolean(),
  })
  .map((s) => loopSettings({ ...s, accept: [...s.accept] }));

const total = (x: AssessmentSummary) => x.counts.high + x.counts.medium + x.counts.low;
const sameSet = (x: AssessmentSummary, y: AssessmentSummary) =>
  new Set(x.fingerprints).size === new Set(y.fingerprints).size &&
  x.fingerprints.every((f) => y.fingerprints.includes(f));

/** DESIGN §4 read literally, written apart from the implementation. */
function expectedStop(a: AssessmentSummary[], tokensUsed: number, s: LoopSettings): string | null {
  const [latest, prev, prev2] = [a.at(-1)!, a.at(-2), a.at(-3)];
  if (prev && latest.counts.high > prev.counts.high) return 'regressed';
  if (s.stopRequested) return 'stopped_by_author';
  if (s.tokenBudget !== null && tokensUsed >= s.tokenBudget) return 'budget';
  if (total(latest) === 0) return 'no_suggestions';
  if (latest.counts.high === 0) return 'no_high_priority';
  // Nothing left that the policy may accept: what is left needs the author.
  if (s.accept.every((p) => latest.counts[p] === 0)) return 'needs_author';
  if (prev && sameSet(latest, prev)) return 'repeated';
  if (prev && prev2 && !(total(prev) < total(prev2)) && !(total(latest) < total(prev))) return 'not_decreasing';
  if (a.length - 1 >= s.maxRounds) return 'max_rounds';
  return null;
}

describe('§10.14 stop rules match DESIGN §4', () => {
  it('decideStop agrees with the rules as written, in order', () => {
    fc.assert(
      fc.property(
        fc.array(arbAssessment, { minLength: 1, maxLength: 6 }),
        fc.nat(500),
        arbSettings,
        (raw, tokens, s) => {
          const a = raw.map(summariseAssessment);
          expect(decideStop({ assessments: a, tokensUsed: tokens }, s)).toBe(expectedStop(a, tokens, s));
        },
      ),
      RUNS,
    );
  });

  it('"not_decreasing" needs two rounds in a row without a fall', () => {
    fc.assert(
      fc.property(fc.array(arbAssessment, { minLength: 1, maxLength: 6 }), (raw) => {
        const a = raw.map(summariseAssessment);
        if (decideStop({ assessments: a, tokensUsed: 0 }, loopSettings({ maxRounds: 10 })) !== 'not_decreasing') return;
        const t = a.slice(-3).map(total);
        expect(t).toHaveLength(3);
        expect(t[1]).toBeGreaterThanOrEqual(t[0]);
        expect(t[2]).toBeGreaterThanOrEqual(t[1]);
      }),
      RUNS,
    );
  });

  it('more high-priority findings after revising always means "regressed"', () => {
    fc.assert(
      fc.property(fc.array(arbAssessment, { minLength: 2, maxLength: 5 }), arbSettings, (raw, s) => {
        const a = raw.map(summariseAssessment);
        const worse = a.at(-1)!.counts.high > a.at(-2)!.counts.high;
        expect(decideStop({ assessments: a, tokensUsed: 0 }, s) === 'regressed').toBe(worse);
      }),
      RUNS,
    );
  });
});

describe('§10.14 an auto loop stops for a recorded reason within its max rounds', () => {
  it('holds for any panel behaviour', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbAssessment, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(60), { minLength: 1, maxLength: 12 }),
        arbSettings,
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        async (script, costs, s, stopAt) => {
          const made: AssessmentSummary[] = [];
          let calls = 0;
          const assess = (content: number) => {
            const suggestions = script[content % script.length];
            made.push(summariseAssessment(suggestions));
            return { suggestions, tokens: costs[calls++ % costs.length] };
          };
          const revise = (content: number, accepted: LoopSuggestion[]) => {
            expect(accepted.length).toBeGreaterThan(0);
            for (const x of accepted) expect(s.accept).toContain(x.priority);
            return { content: content + 1, tokens: costs[calls++ % costs.length] };
          };
          const r = await simulateLoop(assess, revise, s, {
            initial: 0,
            stopRequested: stopAt ? (k) => k >= stopAt : undefined,
          });

          expect(STOP_REASONS).toContain(r.stopReason);
          expect(r.rounds.length).toBeGreaterThanOrEqual(1);
          expect(r.rounds.length).toBeLessThanOrEqual(s.maxRounds);
          expect(r.rounds.filter((x) => x.revised).length).toBeLessThanOrEqual(s.maxRounds);
          expect(r.rounds.map((x) => x.number)).toEqual(r.rounds.map((_, i) => i + 1));
          // The reason is recorded once, on the last round.
          expect(r.rounds.map((x) => x.stopReason)).toEqual([...r.rounds.slice(1).map(() => null), r.stopReason]);
          expect(r.tokensUsed).toBe(r.rounds.reduce((n, x) => n + x.tokens, 0));

          const last = r.rounds.at(-1)!;
          if (r.stopReason === 'regressed') {
            expect(last.rolledBack).toBe(true);
            expect(r.content).toBe(last.input);
            expect(last.after!.counts.high).toBeGreaterThan(last.assessment.counts.high);
          } else {
            expect(r.rounds.every((x) => !x.rolledBack)).toBe(true);
            expect(r.content).toBe(last.output);
          }
          // Every revision was followed by a re-assessment, so the guard saw every round.
          for (const x of r.rounds) if (x.revised) expect(x.after).not.toBeNull();
          // The driver's reason is decideStop's on the assessments it made (reused ones included).
          const seq = [r.rounds[0].assessment, ...r.rounds.filter((x) => x.after).map((x) => x.after!)];
          const stop = stopAt !== undefined && seq.length >= stopAt;
          const lastRevisionChanged = seq.length > 1 ? r.rounds.at(-1)!.revised : undefined;
          expect(
            decideStop(
              { assessments: seq, tokensUsed: r.tokensUsed, lastRevisionChanged },
              { ...s, stopRequested: s.stopRequested || stop },
            ),
          ).toBe(r.stopReason);
          expect(made.length).toBeLessThanOrEqual(s.maxRounds + 1);
        },
      ),
      RUNS,
    );
  });
});
