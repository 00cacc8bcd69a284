import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approve,
  failedState,
  fire,
  retry,
  transition,
  transitionsFor,
  type LifecycleEvent,
  type LifecycleState,
  type StateMachine,
} from '@/lib/workflow/state-machine';
import { TEMPLATES, TEMPLATE_KINDS, type TemplateKind } from '@/lib/workflow/templates';
import { scriptChapters } from '@/lib/workflow/templates/script';

const RUNS = { numRuns: 200 };

// An independent statement of DESIGN §3 and seed 003, to check the built tables against.
const SCRIPT_NAMES: Record<string, [string, string]> = {
  plan: ['planning', 'plan_review'],
  outline: ['designing', 'design_review'],
  chapters: ['executing', 'chapter_review'],
};
function referenceAllows(kind: TemplateKind, mode: 'staged' | 'oneshot', from: LifecycleState, to: string): boolean {
  if (mode === 'oneshot') {
    const t: Record<string, string[]> = { draft: ['generating'], generating: ['completed', 'failed'] };
    if (from.name === 'failed') return from.failure?.state === 'generating' && to === 'generating';
    return t[from.name]?.includes(to) ?? false;
  }
  const keys = TEMPLATES[kind].stages.filter((s) => s.kind !== 'assembly').map((s) => s.key);
  const gen = (k: string) => (kind === 'script' ? SCRIPT_NAMES[k][0] : `${k}:generating`);
  const rev = (k: string) => (kind === 'script' ? SCRIPT_NAMES[k][1] : `${k}:review`);
  const canRegenerate = (k: string) => kind !== 'script' || k === 'chapters';
  if (from.name === 'draft') return to === gen(keys[0]);
  if (from.name === 'failed')
    return !!from.failure && keys.some((k) => gen(k) === from.failure!.state) && to === from.failure.state;
  const i = keys.findIndex((k) => gen(k) === from.name || rev(k) === from.name);
  if (i < 0) return false;
  if (from.name === gen(keys[i])) return to === rev(keys[i]) || to === 'failed';
  const next = i + 1 < keys.length ? gen(keys[i + 1]) : 'completed';
  return to === next || (canRegenerate(keys[i]) && to === gen(keys[i]));
}

const arbKind = fc.constantFrom(...TEMPLATE_KINDS);
const arbMode = fc.constantFrom('staged' as const, 'oneshot' as const);
const machineOf = (kind: TemplateKind, mode: 'staged' | 'oneshot') => transitionsFor(TEMPLATES[kind], mode);

/** A state of the machine, sometimes an unknown name; failed states carry some recorded failure. */
const arbStateIn = (m: StateMachine) =>
  fc
    .tuple(fc.constantFrom(...m.states, 'nonsense', 'review'), fc.constantFrom(...m.states, 'elsewhere'), fc.boolean())
    .map(([name, failedAt, hasFailure]): LifecycleState =>
      name === 'failed' && hasFailure ? { name, failure: { state: failedAt, stageKey: null, reason: 'r' } } : { name },
    );

describe('§10.2 transitions follow the table exactly', () => {
  it('succeeds iff the table allows it; otherwise names both states and changes nothing', () => {
    fc.assert(
      fc.property(
        arbKind.chain((kind) =>
          arbMode.chain((mode) => {
            const m = machineOf(kind, mode);
            return fc.tuple(fc.constant(kind), fc.constant(mode), arbStateIn(m), fc.constantFrom(...m.states, 'bogus'));
          }),
        ),
        ([kind, mode, from, to]) => {
          const m = machineOf(kind, mode);
          const snapshot = structuredClone(from);
          const result = transition(m, from, to, 'why');
          expect(result.ok).toBe(referenceAllows(kind, mode, from, to));
          expect(from).toEqual(snapshot);
          if (result.ok) expect(result.state.name).toBe(to);
          else {
            expect(result.error).toContain(`"${from.name}"`);
            expect(result.error).toContain(`"${to}"`);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('§10.3 a failure resumes exactly where it failed', () => {
  it('fail from any model-calling state, then retry returns to it', () => {
    fc.assert(
      fc.property(
        arbKind.chain((kind) =>
          arbMode.chain((mode) =>
            fc.tuple(fc.constant(machineOf(kind, mode)), fc.constantFrom(...machineOf(kind, mode).modelCalling)),
          ),
        ),
        fc.string(),
        ([m, state], reason) => {
          const failed = failedState(m, state, reason);
          expect(failed.ok).toBe(true);
          if (!failed.ok) return;
          expect(failed.state.name).toBe('failed');
          expect(failed.state.failure).toMatchObject({ state, reason });
          expect(retry(m, failed.state)).toEqual({ ok: true, state: { name: state } });
        },
      ),
      RUNS,
    );
  });

  it('on random walks, every retry lands on the state that was running when it failed', () => {
    const arbEvent: fc.Arbitrary<LifecycleEvent> = fc.oneof(
      fc.constant({ type: 'advance' } as const),
      fc.constant({ type: 'generated' } as const),
      fc.constant({ type: 'approve' } as const),
      fc.constant({ type: 'regenerate' } as const),
      fc.constant({ type: 'retry' } as const),
      fc.string().map((reason) => ({ type: 'fail', reason }) as const),
    );
    fc.assert(
      fc.property(arbKind, arbMode, fc.array(arbEvent, { maxLength: 40 }), (kind, mode, events) => {
        const m = machineOf(kind, mode);
        let state: LifecycleState = { name: m.initial };
        let runningWhenFailed: string | null = null;
        for (const event of events) {
          const result = fire(m, state, event);
          if (!result.ok) continue;
          if (event.type === 'fail') runningWhenFailed = state.name;
          if (event.type === 'retry') expect(result.state.name).toBe(runningWhenFailed);
          state = result.state;
          expect(m.states).toContain(state.name);
        }
      }),
      RUNS,
    );
  });
});

describe('§10.7 script chapters', () => {
  it('has N+3 chapters in the fixed order, and approving the last completes the project', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (n) => {
        const chapters = scriptChapters(n);
        expect(chapters).toHaveLength(n + 3);
        expect(chapters.map((c) => c.type)).toEqual([
          'dm_handbook',
          ...Array(n).fill('player_handbook'),
          'materials',
          'branch_structure',
        ]);
        // Numbered as a writer counts them: the DM handbook is chapter 1.
        expect(chapters.map((c) => c.displayNumber)).toEqual(chapters.map((_, i) => String(i + 1)));
        const m = transitionsFor(TEMPLATES.script, 'staged');
        chapters.forEach((_, index) => {
          const next = approve(m, 'chapter_review', { index, count: chapters.length });
          expect(next).toEqual({ ok: true, state: { name: index < n + 2 ? 'executing' : 'completed' } });
        });
      }),
      RUNS,
    );
  });
});
