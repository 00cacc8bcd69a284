import type {
  AssessInput,
  GenerateArtifactInput,
  GenerateSectionInput,
  ReviseInput,
  RevisionTask,
  SectionText,
} from '../../../lib/engine/types';
import { anchorAt } from '../../../lib/text/anchor';

export const storyConfig = {
  premise: 'A girl relights a lantern',
  genre: '',
  audience: 'children 8–10',
  tone: '',
  writingPoints: 'courage',
  targetWords: 3000,
  language: 'en',
};

export function artifactInput(
  template: GenerateArtifactInput['template'],
  stageKey: string,
  over: Partial<GenerateArtifactInput> = {},
): GenerateArtifactInput {
  return { template, stageKey, language: 'en', config: storyConfig, upstream: {}, notes: ['Keep it gentle.'], ...over };
}

export const sectionA: SectionText = {
  id: 'sec_a',
  title: 'Storm',
  goal: 'Set up the storm',
  targetLength: 120,
  text: 'Dark clouds gathered fast over the harbour. Mei watched the lantern flicker and die.',
};
/** A sentence of section A, a task that quotes it, and what a reviser puts in its place. */
export const QUOTE_A = 'Mei watched the lantern flicker and die.';
export const anchoredTask: RevisionTask = {
  suggestionId: 'sug2',
  instruction: 'Show what Mei feels.',
  expected: 'Her fear, in one gesture.',
  priority: 'high',
  anchor: anchorAt(sectionA.text, sectionA.text.indexOf(QUOTE_A), sectionA.text.length),
  type: 'style',
};
export const FIXED_A = 'Mei gripped the rail as the lantern flickered and died.';
export const sectionB: SectionText = {
  id: 'sec_b',
  title: 'Climb',
  goal: 'Mei climbs the tower',
  targetLength: 120,
  text: 'The stairs were wet and steep. Mei climbed them anyway, counting every step.',
};

export function sectionInput(over: Partial<GenerateSectionInput> = {}): GenerateSectionInput {
  return {
    template: 'story',
    stageKey: 'final',
    language: 'en',
    config: storyConfig,
    upstream: { brief: { title: 'The Lantern' } },
    notes: [],
    section: { id: sectionB.id, title: sectionB.title, goal: sectionB.goal, targetLength: 120 },
    earlier: [{ title: sectionA.title, text: sectionA.text }],
    ...over,
  };
}

export function assessInput(roles: AssessInput['roles'], over: Partial<AssessInput> = {}): AssessInput {
  return {
    template: 'story',
    stageKey: 'final',
    language: 'en',
    roles,
    sections: [sectionA, sectionB],
    upstream: {},
    canonicalNames: ['Mei'],
    previous: { accepted: [], rejected: [{ role: 'red', summary: 'Rename Mei to May' }] },
    ...over,
  };
}

export function reviseInput(over: Partial<ReviseInput> = {}): ReviseInput {
  return {
    language: 'en',
    section: sectionA,
    tasks: [
      {
        suggestionId: 'sug1',
        instruction: 'Say where the clouds came from.',
        expected: 'A direction for the clouds.',
        priority: 'medium',
        anchor: null,
        type: 'clarity',
      },
    ],
    keep: ['the final image of the lantern'],
    canonicalNames: ['Mei'],
    ...over,
  };
}
