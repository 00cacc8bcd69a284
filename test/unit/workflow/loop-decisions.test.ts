import { describe, expect, it } from 'vitest';
import {
  changedWithin,
  decideStop,
  loopSettings,
  placeDecisions,
  recall,
  splitApplied,
  splitDecision,
  summariseAssessment,
  type DecidedFinding,
} from '@/lib/workflow/loop';
import { anchorAt } from '@/lib/text/anchor';

describe('splitDecision', () => {
  const open = ['a', 'b', 'c', 'd'];
  it('accept selected leaves the unpicked open; only explicit rejects are rejected', () => {
    expect(splitDecision('accept_selected', open, { accepted: ['a'], rejected: ['b'] })).toEqual({
      accepted: ['a'],
      rejected: ['b'],
    });
  });
  it('accept all skips the rejected; "reject the rest" rejects all but the picked', () => {
    expect(splitDecision('accept_all', open, { accepted: [], rejected: ['c'] })?.accepted).toEqual(['a', 'b', 'd']);
    expect(splitDecision('reject', open, { accepted: ['d'], rejected: [] })).toEqual({
      accepted: ['d'],
      rejected: ['a', 'b', 'c'],
    });
  });
  it('refuses unknown or overlapping picks, and accept selected with nothing picked', () => {
    expect(splitDecision('accept_selected', open, { accepted: ['x'], rejected: [] })).toBeNull();
    expect(splitDecision('accept_all', open, { accepted: ['a'], rejected: ['a'] })).toBeNull();
    expect(splitDecision('accept_selected', open, { accepted: [], rejected: ['a'] })).toBeNull();
  });
});

describe('the loop remembers decisions by place', () => {
  const text = 'Mara basically watched the sea. Later she basically slept.';
  const at = (word: string, from = 0) => {
    const start = text.indexOf(word, from);
    return anchorAt(text, start, start + word.length);
  };
  const finding = (anchor = at('basically')) => ({
    role: 'lint',
    type: 'filler',
    summary: 'Filler word "basically"',
    sectionId: 's1',
    anchor,
  });
  const rejected: DecidedFinding = { ...finding(), status: 'rejected' };

  it('drops the same finding at the same place, even after the text moved', () => {
    const moved = `Prologue. ${text}`;
    const placed = placeDecisions([rejected], () => moved);
    const start = moved.indexOf('basically');
    expect(recall(finding(anchorAt(moved, start, start + 9)), placed)).toBe('settled');
  });
  it('keeps the same kind of finding at another place as new', () => {
    const placed = placeDecisions([rejected], () => text);
    expect(recall(finding(at('basically', 20)), placed)).toBe('new');
  });
  it('carries a finding accepted without effect as not applied, and forgets one whose words are gone', () => {
    const placed = placeDecisions([{ ...rejected, status: 'not_applied' }], () => text);
    expect(recall(finding(), placed)).toBe('not_applied');
    expect(placeDecisions([rejected], () => 'Mara watched the sea.')).toEqual([]);
  });
});

describe('accepted means applied', () => {
  it('sees a change only where it happened', () => {
    const before = 'One two three four five.';
    const after = 'One two 3 four five.';
    expect(changedWithin(before, after, 8, 13)).toBe(true);
    expect(changedWithin(before, after, 0, 3)).toBe(false);
    expect(changedWithin(before, before, 0, before.length)).toBe(false);
  });
  it('counts an insert the diff slid past the edge of the range', () => {
    // "the" → "the narrow": the diff may insert "narrow " after the space instead of " narrow" before it.
    const before = 'He climbed the stairs.';
    const after = 'He climbed the narrow stairs.';
    expect(changedWithin(before, after, 11, 14)).toBe(true);
    expect(changedWithin(before, after, 0, 2)).toBe(false);
  });
  it('splits accepted suggestions into applied and not applied', () => {
    const before = 'The the lamp. [TODO: storm]';
    const after = 'The lamp. [TODO: storm]';
    const result = splitApplied([
      { id: 'dup', before, after, anchor: anchorAt(before, 0, 7), reportedUnapplied: false },
      { id: 'todo', before, after, anchor: anchorAt(before, 14, 27), reportedUnapplied: false },
      { id: 'unwritten', before, after: null, anchor: null, reportedUnapplied: false },
    ]);
    expect(result).toEqual({ applied: ['dup'], notApplied: ['todo', 'unwritten'] });
  });
});

describe('needs_author', () => {
  it('stops when what is left of the policy was already tried without effect', () => {
    const latest = {
      ...summariseAssessment([{ role: 'lint', type: 'placeholder', priority: 'high', summary: 'x' }]),
      acceptable: { high: 0, medium: 0, low: 0 },
    };
    expect(decideStop({ assessments: [latest], tokensUsed: 0 }, loopSettings())).toBe('needs_author');
    expect(decideStop({ assessments: [{ ...latest, acceptable: undefined }], tokensUsed: 0 }, loopSettings())).toBe(
      null,
    );
  });
});
