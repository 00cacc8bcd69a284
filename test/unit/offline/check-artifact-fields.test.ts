import { describe, expect, it } from 'vitest';
import { checkArtifactFields } from '../../../lib/engine/offline/checks/artifact-fields';
import { PaperPlan } from '../../../lib/workflow/templates/paper';
import { ScriptOutline } from '../../../lib/workflow/templates/script';
import { StoryBrief } from '../../../lib/workflow/templates/story';

const completeBrief = {
  title: 'The Dark Light',
  logline: 'A keeper’s granddaughter must relight a lighthouse before the fleet returns.',
  characters: [{ name: 'Elizabeth Hale', role: 'protagonist', description: 'A stubborn pilot.' }],
  setting: 'A storm coast, 1952.',
  themes: [],
  writingPoints: ['The light matters to the whole town.'],
};

describe('checkArtifactFields', () => {
  it('is quiet on a complete artifact', () => {
    expect(checkArtifactFields(completeBrief, StoryBrief, 'brief', 'en')).toEqual([]);
  });

  it('reports missing, empty and nested fields with their paths', () => {
    const brief = {
      ...completeBrief,
      logline: undefined,
      title: '  ',
      setting: '',
      characters: [{ name: 'Eli', role: 'lead' }],
    };
    const findings = checkArtifactFields(brief, StoryBrief, 'brief', 'en');
    expect(findings.map((f) => [f.summary, f.priority])).toEqual([
      ['Required field "title" is empty', 'high'],
      ['Missing required field "logline"', 'high'],
      ['Missing required field "characters[0].description"', 'high'],
      ['Required field "setting" is empty', 'medium'],
    ]);
    expect(findings[1].expected).toContain('One sentence: who wants what');
    expect(findings.every((f) => f.anchor === null && f.type === 'missing-field')).toBe(true);
  });

  it('reports empty required lists and invalid values', () => {
    const plan = {
      title: 'T',
      thesisStatement: 'S',
      totalWordCount: 5000,
      metadata: { discipline: 'x', academicLevel: 'y', citationStyle: 'APA', language: 'en' },
      sections: [{ id: 's1', displayNumber: 'one', title: 'Intro', goal: 'g', wordCount: 10 }],
    };
    const summaries = checkArtifactFields(plan, PaperPlan, 'plan', 'en').map((f) => f.summary);
    expect(summaries).toEqual([
      'Field "sections[0].displayNumber" has an invalid value',
      'Field "sections[0].wordCount" has an invalid value',
    ]);
    const outline = {
      detailedTimeline: [],
      characterRelationships: [],
      trickMechanism: 't',
      clueChainDesign: [],
      branchSkeleton: [],
      roundFlowSummary: [],
    };
    expect(checkArtifactFields(outline, ScriptOutline, 'outline', 'zh').map((f) => [f.summary, f.priority])).toEqual([
      ['必填字段“detailedTimeline”为空', 'high'],
      ['必填字段“characterRelationships”为空', 'high'],
      ['必填字段“clueChainDesign”为空', 'high'],
      ['必填字段“branchSkeleton”为空', 'high'],
      ['必填字段“roundFlowSummary”为空', 'high'],
    ]);
  });

  it('reports a missing artifact as a whole', () => {
    expect(checkArtifactFields(undefined, StoryBrief, 'brief', 'en').map((f) => f.summary)).toEqual([
      'Missing required field "(whole artifact)"',
    ]);
  });
});
