import { describe, expect, it } from 'vitest';
import {
  allowedTargets,
  approve,
  canTransition,
  failedState,
  fire,
  initialState,
  isTerminal,
  retry,
  retryTarget,
  stageForState,
  transition,
  transitionsFor,
} from '@/lib/workflow/state-machine';
import { TEMPLATES } from '@/lib/workflow/templates';
import { SCRIPT_STATES } from '@/lib/workflow/templates/script';

// Seed 003's table, copied by hand so the code is checked against the seed rather than itself.
const SEED_STAGED: Record<string, string[]> = {
  draft: ['planning'],
  planning: ['plan_review', 'failed'],
  plan_review: ['designing'],
  designing: ['design_review', 'failed'],
  design_review: ['executing'],
  executing: ['chapter_review', 'failed'],
  chapter_review: ['executing', 'completed'],
  completed: [],
  failed: ['planning', 'designing', 'executing'],
};
const SEED_ONESHOT: Record<string, string[]> = {
  draft: ['generating'],
  generating: ['completed', 'failed'],
  completed: [],
  failed: ['generating'],
};

describe('script state machine (seed 003)', () => {
  it('uses exactly the seed state names and table in staged mode', () => {
    const m = transitionsFor(TEMPLATES.script, 'staged');
    expect(Object.fromEntries(Object.entries(m.table).map(([k, v]) => [k, [...v].sort()]))).toEqual(
      Object.fromEntries(Object.entries(SEED_STAGED).map(([k, v]) => [k, [...v].sort()])),
    );
    for (const s of m.states) expect(SCRIPT_STATES).toContain(s);
  });

  it('uses the seed one-shot table', () => {
    expect(transitionsFor(TEMPLATES.script, 'oneshot').table).toEqual(SEED_ONESHOT);
  });

  it('walks plan → outline → N+3 chapters → completed', () => {
    const m = transitionsFor(TEMPLATES.script, 'staged');
    let state = fire(m, initialState(m), { type: 'advance' });
    const names = [state.ok && state.state.name];
    const step = (event: Parameters<typeof fire>[2]) => {
      if (!state.ok) throw new Error(state.error);
      state = fire(m, state.state, event);
      names.push(state.ok && state.state.name);
    };
    step({ type: 'generated' });
    step({ type: 'approve' });
    step({ type: 'generated' });
    step({ type: 'approve' });
    for (let i = 0; i < 5; i++) {
      step({ type: 'generated' });
      step({ type: 'approve', progress: { index: i, count: 5 } });
    }
    expect(names.slice(0, 6)).toEqual([
      'planning',
      'plan_review',
      'designing',
      'design_review',
      'executing',
      'chapter_review',
    ]);
    expect(names.at(-1)).toBe('completed');
    expect(state.ok && isTerminal(state.state)).toBe(true);
  });

  it('refuses regenerating the plan from plan_review, as the seed does', () => {
    const m = transitionsFor(TEMPLATES.script, 'staged');
    const r = fire(m, 'plan_review', { type: 'regenerate' });
    expect(r).toMatchObject({ ok: false, code: 'illegal_transition' });
    expect(fire(m, 'chapter_review', { type: 'regenerate' })).toEqual({ ok: true, state: { name: 'executing' } });
  });
});

describe('generic staged machine', () => {
  it('names states after stage keys and skips assembly stages', () => {
    const m = transitionsFor(TEMPLATES.paper, 'staged');
    expect(m.states).toEqual([
      'draft',
      'intake:generating',
      'intake:review',
      'plan:generating',
      'plan:review',
      'sections:generating',
      'sections:review',
      'review:generating',
      'review:review',
      'completed',
      'failed',
    ]);
    expect(allowedTargets(m, 'plan:review')).toEqual(['plan:generating', 'sections:generating']);
    expect(allowedTargets(m, 'review:review')).toEqual(['review:generating', 'completed']);
  });

  it('maps states back to stages', () => {
    const m = transitionsFor(TEMPLATES.story, 'staged');
    expect(stageForState(m, 'outline:review')).toMatchObject({ stageKey: 'outline', index: 1, phase: 'review' });
    expect(stageForState(m, 'draft')).toBeNull();
    expect(stageForState(transitionsFor(TEMPLATES.script, 'staged'), 'executing')).toMatchObject({
      stageKey: 'chapters',
      phase: 'generating',
    });
  });

  it('approving the last stage completes the project', () => {
    const m = transitionsFor(TEMPLATES.rewrite, 'staged');
    expect(approve(m, 'outline:review')).toEqual({ ok: true, state: { name: 'sections:generating' } });
    expect(approve(m, 'sections:review', { index: 1, count: 3 })).toEqual({
      ok: true,
      state: { name: 'sections:generating' },
    });
    expect(approve(m, 'review:review')).toEqual({ ok: true, state: { name: 'completed' } });
    expect(approve(m, 'draft')).toMatchObject({ ok: false });
  });
});

describe('errors, failure and retry', () => {
  it('refuses an illegal move with a message naming both states, changing nothing', () => {
    const m = transitionsFor(TEMPLATES.script, 'staged');
    const r = transition(m, 'draft', 'completed');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain('"draft"');
      expect(r.error).toContain('"completed"');
    }
  });

  it('records the failed state and retries exactly there', () => {
    const m = transitionsFor(TEMPLATES.script, 'staged');
    const failed = failedState(m, 'designing', 'rate limited');
    expect(failed).toEqual({
      ok: true,
      state: { name: 'failed', failure: { state: 'designing', stageKey: 'outline', reason: 'rate limited' } },
    });
    if (!failed.ok) return;
    expect(retryTarget(failed.state.failure!)).toBe('designing');
    expect(canTransition(m, failed.state, 'planning')).toBe(false);
    expect(retry(m, failed.state)).toEqual({ ok: true, state: { name: 'designing' } });
  });

  it('only model-calling states can fail, and a bare "failed" cannot be retried', () => {
    const m = transitionsFor(TEMPLATES.story, 'staged');
    expect(failedState(m, 'brief:review', 'x').ok).toBe(false);
    expect(retry(m, 'failed').ok).toBe(false);
    expect(retry(m, 'brief:generating').ok).toBe(false);
  });

  it('one-shot failures carry no stage', () => {
    const m = transitionsFor(TEMPLATES.paper, 'oneshot');
    expect(fire(m, 'generating', { type: 'fail', reason: 'timeout' })).toEqual({
      ok: true,
      state: { name: 'failed', failure: { state: 'generating', stageKey: null, reason: 'timeout' } },
    });
    expect(fire(m, 'generating', { type: 'generated' })).toEqual({ ok: true, state: { name: 'completed' } });
  });
});
