import { describe, expect, it } from 'vitest';
import { stepKey, WRITING_PASS } from '@/lib/data/runs/steps';

// The step keys are the resume contract: a run in flight when the app is upgraded resumes by them, so
// each builder must keep producing exactly the string the code wrote before the keys had one home.
const PINNED: Record<keyof typeof stepKey, [produced: string, expected: string]> = {
  plan: [stepKey.plan('sections'), 'plan:sections'],
  artifact: [stepKey.artifact('outline'), 'artifact:outline'],
  targets: [stepKey.targets('sections'), 'targets:sections'],
  write: [stepKey.write('sec1'), 'section:sec1:write'],
  sectionReview: [stepKey.sectionReview(WRITING_PASS, 'sec1', 2), 'section:sec1:review:2'],
  sectionRewrite: [stepKey.sectionRewrite(WRITING_PASS, 'sec1', 1), 'section:sec1:rewrite:1'],
  finish: [stepKey.finish('plan'), 'finish:plan'],
  approve: [stepKey.approve('outline'), 'approve:outline'],
  complete: [stepKey.complete(), 'complete'],
  reviewPass: [stepKey.reviewPass('review'), 'review:review'],
  reviewLoop: [stepKey.reviewLoop('review'), 'review:review:loop'],
  reviewRevising: [stepKey.reviewRevising('review'), 'review:review:revising'],
  reviewReport: [stepKey.reviewReport('review'), 'review:review:report'],
  assess: [stepKey.assess('loop1', 3), 'loop:loop1:assess:3'],
  decide: [stepKey.decide('round1'), 'round:round1:decide'],
  revise: [stepKey.revise('loop1', 'round1', 'sec1'), 'loop:loop1:round:round1:revise:sec1'],
  autoClose: [stepKey.autoClose('loop1', 2), 'loop:loop1:round:2:close'],
  close: [stepKey.close('round1'), 'round:round1:close'],
  stop: [stepKey.stop('loop1'), 'loop:loop1:stop'],
  variants: [stepKey.variants(), 'variants'],
  proposal: [stepKey.proposal('s1'), 'proposal:s1'],
  passage: [stepKey.passage(), 'passage'],
  rippleRewrite: [stepKey.rippleRewrite(3), 'ripple-rewrite:3'],
};

describe('run step keys', () => {
  it.each(Object.entries(PINNED))('%s keeps its key', (_name, [produced, expected]) => {
    expect(produced).toBe(expected);
  });

  it('a later review stage keys its pass over a section apart from the writing pass', () => {
    const pass = stepKey.reviewPass('review');
    expect(stepKey.sectionReview(pass, 'sec1', 1)).toBe('review:review:sec1:review:1');
    expect(stepKey.sectionRewrite(pass, 'sec1', 1)).toBe('review:review:sec1:rewrite:1');
  });

  it('pins every builder', () => {
    expect(Object.keys(PINNED).sort()).toEqual(Object.keys(stepKey).sort());
  });
});
