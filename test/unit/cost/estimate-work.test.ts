import { describe, expect, it } from 'vitest';
import { estimateWork, type CostBasis, type PlannedTask, type Work } from '../../../lib/engine/estimate';
import { openAITokenCounter } from '../../../lib/engine/model/budget/tokens';
import { voiceLines } from '../../../lib/engine/model/prompts/voice';
import type { VoiceGuide } from '../../../lib/engine/types';
import { templateOf } from '../../../lib/workflow/templates';

// The estimate reads lengths, never texts: the same project with longer sections costs more, and the
// requests it foresees follow the engine's own rules (edits, and the whole section again when they overlap).

function story(words: number, language: 'en' | 'zh' = 'en'): CostBasis {
  const config = templateOf('story').config.parse({ premise: 'A keeper and a storm.', targetWords: 1200, language });
  const section = (i: number) => ({
    id: `s${i}`,
    key: `ch${i}`,
    title: `Chapter ${i}`,
    goal: 'The storm comes',
    targetLength: 400,
    length: words,
    status: 'written',
  });
  return {
    template: 'story',
    mode: 'staged',
    language,
    config,
    stages: templateOf('story').stages.map((s) => ({
      key: s.key,
      status: 'approved',
      notes: '',
      artifact: null,
      sections: s.key === 'final' ? [section(1), section(2)] : [],
    })),
    bible: [],
  };
}

const total = (e: ReturnType<typeof estimateWork>) =>
  Object.values(e.byRole).reduce((n, r) => n + r.input + r.output, 0);
const task = (sectionId: string, start: number, end: number): PlannedTask => ({
  sectionId,
  chars: 200,
  range: { start, end },
});
const exact = { exactTokens: true };

describe('the estimate of a run', () => {
  it('grows with the stored length of what the run reads', () => {
    const assess: Work = { type: 'assess', stageKey: 'final', roles: ['red', 'judge'] };
    const short = estimateWork(story(300), assess, exact);
    const long = estimateWork(story(3000), assess, exact);
    expect(short.work).toBe('round.assess');
    expect(long.byRole.reviewer!.input - short.byRole.reviewer!.input).toBeGreaterThan(2 * 2700);
  });

  it('counts Chinese prose by its characters', () => {
    const work = { type: 'variants', sectionId: 's1', count: 2, taskChars: 0 } as const;
    expect(total(estimateWork(story(1000, 'zh'), work, exact))).toBeLessThan(
      total(estimateWork(story(1000), work, exact)),
    );
  });

  it('foresees the whole section asked for again where two edits of one section overlap', () => {
    const revise = (tasks: PlannedTask[]) =>
      estimateWork(story(500), { type: 'revise', stageKey: 'final', tasks, thenAssess: null }, exact);
    const apart = revise([task('s1', 0, 40), task('s1', 100, 140), task('s2', 0, 40)]);
    const overlapping = revise([task('s1', 0, 40), task('s1', 20, 60), task('s2', 0, 40)]);
    expect(apart.calls).toBe(2);
    expect(overlapping.calls).toBe(3);
    expect(overlapping.byRole.reviser!.output).toBeGreaterThan(apart.byRole.reviser!.output);
  });

  it('asks for the whole section, not edits, when a task quotes nothing', () => {
    const revise = (tasks: PlannedTask[]) =>
      estimateWork(story(2000), { type: 'revise', stageKey: 'final', tasks, thenAssess: null }, exact);
    const edits = revise([task('s1', 0, 40)]);
    const whole = revise([{ sectionId: 's1', chars: 200, range: null }]);
    expect(whole.byRole.reviser!.output).toBeGreaterThan(5 * edits.byRole.reviser!.output);
  });

  it('writes a stage not yet planned from the sections its plan would give', () => {
    const basis = story(0);
    basis.stages = basis.stages.map((s) => ({ ...s, status: 'pending', sections: [] }));
    const e = estimateWork(basis, { type: 'oneshot' }, exact);
    expect(e.work).toBe('oneshot');
    expect(e.byRole.writer!.output).toBeGreaterThan(0);
    expect(e.byRole.planner!.input).toBeGreaterThan(0);
  });

  it("counts the writer's voice in the prompts that carry it, and only there", () => {
    const voice: VoiceGuide = {
      notes: 'Short sentences. No adverbs. The sea is never described as angry; weather is plain fact. '.repeat(12),
      profile: null,
    };
    const block = openAITokenCounter().count(voiceLines(voice).join('\n'));
    const withVoice = { ...story(800), voice };
    const added = (work: Work, role: 'reviser' | 'reviewer' | 'writer') =>
      estimateWork(withVoice, work, exact).byRole[role]!.input -
      estimateWork(story(800), work, exact).byRole[role]!.input;

    const variants = added({ type: 'variants', sectionId: 's1', count: 2, taskChars: 0 }, 'reviser');
    expect(variants).toBeGreaterThan(2 * block * 0.95);
    expect(variants).toBeLessThan(2 * block * 1.05);
    const sections = added({ type: 'generate', stageKey: 'final', sections: 'all' }, 'writer');
    expect(sections).toBeGreaterThan(2 * block * 0.95);
    expect(added({ type: 'assess', stageKey: 'final', roles: ['red'] }, 'reviewer')).toBe(0);
    expect(added({ type: 'assess', stageKey: 'final', roles: ['voice'] }, 'reviewer')).toBeGreaterThan(block * 0.95);
  });
});
