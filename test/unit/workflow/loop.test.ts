import { simulateLoop } from '../../support/loop-simulator';
import { describe, expect, it } from 'vitest';
import {
  decideStop,
  fingerprintSuggestion,
  loopSettings,
  selectAccepted,
  STOP_RULE_ORDER,
  STOP_REASONS,
  summariseAssessment,
  type AssessmentSummary,
  type LoopSuggestion,
} from '@/lib/workflow/loop';

const sug = (summary: string, priority: LoopSuggestion['priority'] = 'high'): LoopSuggestion => ({
  role: 'red',
  type: 'structure',
  priority,
  summary,
  quote: null,
});
const a = (...s: LoopSuggestion[]): AssessmentSummary => summariseAssessment(s);
const settings = loopSettings();

describe('fingerprintSuggestion', () => {
  it('ignores case, spacing, punctuation and full-width forms', () => {
    const x = fingerprintSuggestion({ role: 'red', type: 'Style', summary: 'Too  long, sentence!', quote: 'ＡＢＣ' });
    const y = fingerprintSuggestion({ role: 'RED', type: 'style', summary: 'too long sentence', quote: 'abc.' });
    expect(x).toBe(y);
  });
  it('tells different roles, types, summaries and quotes apart', () => {
    const base = { role: 'red', type: 'style', summary: 's', quote: 'q' };
    const all = [
      base,
      { ...base, role: 'blue' },
      { ...base, type: 'logic' },
      { ...base, summary: 't' },
      { ...base, quote: null },
    ];
    expect(new Set(all.map(fingerprintSuggestion)).size).toBe(5);
  });
});

describe('selectAccepted', () => {
  it('accepts high and medium by default, keeping order', () => {
    const list = [sug('a', 'low'), sug('b', 'medium'), sug('c', 'high')];
    expect(selectAccepted(list).map((s) => s.summary)).toEqual(['b', 'c']);
    expect(selectAccepted(list, ['low']).map((s) => s.summary)).toEqual(['a']);
  });
});

describe('loopSettings', () => {
  it('defaults to 3 rounds, high+medium, going on while high is left, no budget', () => {
    expect(settings).toEqual({
      maxRounds: 3,
      accept: ['high', 'medium'],
      continueOn: ['high'],
      tokenBudget: null,
      stopRequested: false,
    });
    expect(() => loopSettings({ maxRounds: 0 })).toThrow();
  });
});

describe('decideStop', () => {
  const h = (assessments: AssessmentSummary[], tokensUsed = 0) => ({ assessments, tokensUsed });

  it('lists its rules in the documented order', () => {
    expect(STOP_RULE_ORDER).toEqual(STOP_REASONS);
  });
  it('continues while there is high-priority work', () => {
    expect(decideStop(h([a(sug('x'), sug('y', 'low'))]), settings)).toBeNull();
  });
  it('stops with no suggestions, then with no high-priority ones', () => {
    expect(decideStop(h([a()]), settings)).toBe('no_suggestions');
    expect(decideStop(h([a(sug('x', 'medium'))]), settings)).toBe('no_high_priority');
  });
  it('stops when the same suggestions come back', () => {
    expect(decideStop(h([a(sug('x'), sug('y')), a(sug('Y'), sug('x'))]), settings)).toBe('repeated');
  });
  it('stops when the count did not fall for 2 consecutive rounds, not after one', () => {
    expect(decideStop(h([a(sug('a')), a(sug('b'), sug('c', 'low'))]), settings)).toBeNull();
    expect(decideStop(h([a(sug('a')), a(sug('b')), a(sug('c'))]), settings)).toBe('not_decreasing');
    expect(decideStop(h([a(sug('a'), sug('b')), a(sug('c')), a(sug('d'))]), settings)).toBeNull();
  });
  it('stops after max rounds', () => {
    const seq = [a(sug('a'), sug('b', 'low'), sug('c', 'low')), a(sug('d'), sug('e', 'low')), a(sug('f'))];
    expect(decideStop(h(seq), loopSettings({ maxRounds: 2 }))).toBe('max_rounds');
    expect(decideStop(h(seq), loopSettings({ maxRounds: 3 }))).toBeNull();
  });
  it('checks budget and the stop button before content rules', () => {
    expect(decideStop(h([a()], 100), loopSettings({ tokenBudget: 100 }))).toBe('budget');
    expect(decideStop(h([a()], 99), loopSettings({ tokenBudget: 100 }))).toBe('no_suggestions');
    expect(decideStop(h([a()], 100), loopSettings({ tokenBudget: 100, stopRequested: true }))).toBe(
      'stopped_by_author',
    );
  });
  it('puts the regression guard before everything, stop included', () => {
    const seq = [a(sug('a')), a(sug('b'), sug('c'))];
    expect(decideStop(h(seq), loopSettings({ stopRequested: true }))).toBe('regressed');
  });
  it('stops when the last revision changed no text, and only then', () => {
    const seq = [a(sug('a'), sug('b')), a(sug('a'))];
    expect(decideStop({ ...h(seq), lastRevisionChanged: false }, settings)).toBe('unchanged');
    expect(decideStop({ ...h(seq), lastRevisionChanged: true }, settings)).toBeNull();
    expect(decideStop(h([a(sug('a'))]), settings)).toBeNull();
  });
});

describe('driveLoop (auto mode)', () => {
  const revise = (n: number) => ({ content: n + 1, tokens: 10 });

  it('stops at once when the first assessment is clean, leaving one unrevised round', async () => {
    const r = await simulateLoop(() => ({ suggestions: [], tokens: 5 }), revise, {}, { initial: 0 });
    expect(r).toMatchObject({ content: 0, stopReason: 'no_suggestions', tokensUsed: 5 });
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]).toMatchObject({ revised: false, stopReason: 'no_suggestions' });
  });

  it('revises until the panel finds nothing high', async () => {
    const script = [[sug('a'), sug('b')], [sug('c')], [sug('d', 'low')]];
    const r = await simulateLoop((n: number) => ({ suggestions: script[n], tokens: 1 }), revise, {}, { initial: 0 });
    expect(r.content).toBe(2);
    expect(r.stopReason).toBe('no_high_priority');
    expect(r.rounds.map((x) => x.revised)).toEqual([true, true]);
    expect(r.rounds[1].stopReason).toBe('no_high_priority');
    expect(r.tokensUsed).toBe(3 + 20);
  });

  it('rolls back a round that made things worse', async () => {
    const script = [
      [sug('a'), sug('b', 'low')],
      [sug('c'), sug('d')],
    ];
    const r = await simulateLoop((n: number) => ({ suggestions: script[n], tokens: 1 }), revise, {}, { initial: 0 });
    expect(r).toMatchObject({ content: 0, stopReason: 'regressed' });
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]).toMatchObject({ rolledBack: true, revised: true, output: 1 });
  });

  it('never revises more than max rounds', async () => {
    const r = await simulateLoop(
      (n: number) => ({ suggestions: Array.from({ length: 10 - n }, (_, i) => sug(`${n}-${i}`)), tokens: 1 }),
      revise,
      { maxRounds: 2 },
      { initial: 0 },
    );
    expect(r).toMatchObject({ content: 2, stopReason: 'max_rounds' });
    expect(r.rounds).toHaveLength(2);
  });

  it('honours the stop button at the next decision point', async () => {
    const r = await simulateLoop(
      (n: number) => ({ suggestions: [sug(`x${n}`)], tokens: 1 }),
      revise,
      { maxRounds: 5 },
      { initial: 0, stopRequested: (k) => k >= 2 },
    );
    expect(r).toMatchObject({ content: 1, stopReason: 'stopped_by_author' });
  });

  it('ends with "needs_author", revising nothing, when the policy accepts none of what is left', async () => {
    let assessCalls = 0;
    const r = await simulateLoop(
      () => (assessCalls++, { suggestions: [sug('x')], tokens: 1 }),
      revise,
      { accept: ['low'] },
      { initial: 0 },
    );
    expect(r).toMatchObject({ content: 0, stopReason: 'needs_author' });
    expect(assessCalls).toBe(1);
  });
});
