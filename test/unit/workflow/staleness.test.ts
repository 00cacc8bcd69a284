import { describe, expect, it } from 'vitest';
import { dependentStages, regenerationPlan, stalenessOf } from '@/lib/workflow/staleness';
import { TEMPLATES } from '@/lib/workflow/templates';

const chapter = (key: string, title = key, extra: Record<string, unknown> = {}) => ({
  key,
  title,
  goal: `goal of ${key}`,
  beats: [],
  targetWords: 500,
  ...extra,
});
const brief = {
  title: 'Tale',
  logline: 'x',
  characters: [{ name: 'Ann', role: 'lead', description: '' }],
  setting: '',
  themes: [],
  writingPoints: [],
};
const storyArtifacts = (chapters: ReturnType<typeof chapter>[], b = brief) => ({ brief: b, outline: { chapters } });

describe('dependentStages', () => {
  it('separates direct dependents from those reached through them', () => {
    expect(dependentStages(TEMPLATES.paper, 'intake')).toEqual({
      direct: ['plan', 'sections'],
      downstream: ['review', 'format'],
    });
    expect(dependentStages(TEMPLATES.story, 'outline')).toEqual({ direct: ['samples', 'final'], downstream: [] });
  });
});

describe('stalenessOf', () => {
  const before = storyArtifacts([chapter('ch1'), chapter('ch2'), chapter('ch3')]);

  it('reports nothing when the artifact did not change', () => {
    expect(
      stalenessOf({
        template: TEMPLATES.story,
        config: {},
        changedStage: 'outline',
        before,
        after: structuredClone(before),
      }).stale,
    ).toEqual([]);
  });

  it('targets changed and added outline entries and flags removed ones', () => {
    const after = storyArtifacts([chapter('ch1'), chapter('ch2', 'New title'), chapter('ch4')]);
    const report = stalenessOf({ template: TEMPLATES.story, config: {}, changedStage: 'outline', before, after });
    const final = report.stale.find((s) => s.stageKey === 'final')!.sections!;
    expect(final).toMatchObject({
      all: false,
      changed: ['ch2'],
      added: ['ch4'],
      removed: ['ch3'],
      regenerate: ['ch2', 'ch4'],
    });
    // Rolling: ch1 is untouched and first, so its context did not change.
    expect(final.contextChanged).toEqual([]);
    expect(regenerationPlan(report)).toEqual([
      { stageKey: 'samples', regenerate: ['sample-ch2'], flagged: [] },
      { stageKey: 'final', regenerate: ['ch2', 'ch4'], flagged: ['ch3'] },
    ]);
  });

  it('sees changes to outline fields the section plan leaves out (beats)', () => {
    const after = storyArtifacts([chapter('ch1', 'ch1', { beats: ['storm'] }), chapter('ch2'), chapter('ch3')]);
    const report = stalenessOf({ template: TEMPLATES.story, config: {}, changedStage: 'outline', before, after });
    const final = report.stale.find((s) => s.stageKey === 'final')!.sections!;
    expect(final.changed).toEqual(['ch1']);
    expect(final.contextChanged).toEqual(['ch2', 'ch3']);
    expect(report.stale.find((s) => s.stageKey === 'samples')!.sections!.changed).toEqual(['sample-ch1']);
  });

  it('marks every section stale when a field outside the section list changes', () => {
    const after = { ...before, brief: { ...brief, setting: 'Mars' } };
    const report = stalenessOf({ template: TEMPLATES.story, config: {}, changedStage: 'brief', before, after });
    expect(report.stale.map((s) => s.stageKey)).toEqual(['outline', 'samples', 'final']);
    expect(report.stale[0].sections).toBeNull();
    expect(report.stale[2].sections).toMatchObject({ all: true, regenerate: ['ch1', 'ch2', 'ch3'] });
  });

  it('treats a paper thesis change as touching every section, and a reorder as changing the context of the sections it moved', () => {
    const plan = {
      title: 'P',
      thesisStatement: 'T',
      totalWordCount: 1000,
      metadata: { discipline: 'd', academicLevel: 'a', citationStyle: 'APA', language: 'en' },
      sections: [
        { id: 's1', displayNumber: '1', title: 'Intro', goal: 'g', wordCount: 200 },
        { id: 's2', displayNumber: '2', title: 'Body', goal: 'g', wordCount: 800 },
      ],
    };
    const base = { intake: {}, plan };
    const renumbered = {
      ...plan,
      sections: [plan.sections[1], plan.sections[0]].map((s, i) => ({ ...s, displayNumber: String(i + 1) })),
    };
    const reorder = stalenessOf({
      template: TEMPLATES.paper,
      config: {},
      changedStage: 'plan',
      before: base,
      after: { ...base, plan: renumbered },
    });
    // Sections are written in order, each from the ones before it: swapping two changes what both were
    // written from, so both are stale for their context, and neither is regenerated as edited.
    expect(reorder.stale.map((s) => s.stageKey)).toEqual(['sections', 'review', 'format']);
    expect(reorder.stale.find((s) => s.stageKey === 'sections')!.sections).toMatchObject({
      all: false,
      regenerate: [],
      contextChanged: ['s2', 's1'],
    });
    const thesis = stalenessOf({
      template: TEMPLATES.paper,
      config: {},
      changedStage: 'plan',
      before: base,
      after: { ...base, plan: { ...plan, thesisStatement: 'U' } },
    });
    expect(thesis.stale.find((s) => s.stageKey === 'sections')!.sections).toMatchObject({
      all: true,
      regenerate: ['s1', 's2'],
    });
    expect(thesis.stale.map((s) => s.stageKey)).toEqual(['sections', 'review', 'format']);
  });

  it('leaves a sections stage fresh when the change does not reach its sections', () => {
    const after = storyArtifacts([chapter('ch1'), chapter('ch2'), chapter('ch3', 'ch3', { beats: ['late twist'] })]);
    const report = stalenessOf({ template: TEMPLATES.story, config: {}, changedStage: 'outline', before, after });
    expect(report.stale.map((s) => s.stageKey)).toEqual(['final']);
  });

  it('only stages with output go stale', () => {
    const after = storyArtifacts([chapter('ch1', 'Other')]);
    const report = stalenessOf({
      template: TEMPLATES.story,
      config: {},
      changedStage: 'outline',
      before,
      after,
      generated: ['samples'],
    });
    expect(report.stale.map((s) => s.stageKey)).toEqual(['samples']);
  });

  it('script plan character changes make every chapter stale', () => {
    const plan = {
      worldOverview: 'w',
      characters: [{ name: 'A', role: '', relationshipSketch: '' }],
      coreTrickDirection: 'c',
      themeTone: '',
      eraAtmosphere: '',
    };
    const before2 = { plan, outline: {} };
    const after2 = { plan: { ...plan, characters: [{ name: 'B', role: '', relationshipSketch: '' }] }, outline: {} };
    const report = stalenessOf({
      template: TEMPLATES.script,
      config: { playerCount: 1 },
      changedStage: 'plan',
      before: before2,
      after: after2,
    });
    expect(report.stale.find((s) => s.stageKey === 'chapters')!.sections).toMatchObject({
      all: true,
      regenerate: ['dm', 'player-1', 'materials', 'branches'],
    });
  });
});
