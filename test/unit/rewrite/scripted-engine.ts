import {
  EngineError,
  type AssessInput,
  type AssessOutput,
  type Engine,
  type GenerateSectionInput,
  type ReviseInput,
  type SuggestionDraft,
} from '../../../lib/engine/types';

// A stand-in for the model engine whose reviewer and reviser follow a script, so the review loop's
// stop rules can be driven exactly. The offline engine covers the real thing (pipeline.test.ts).

const OUTLINE = {
  title: 'Tandem Notes — PRD',
  sections: [
    { key: 's1', title: 'Overview', goal: 'What the product is', targetWords: 100 },
    { key: 's2', title: 'Users', goal: 'Who uses it', targetWords: 100 },
    { key: 's3', title: 'Features', goal: 'What it does', targetWords: 100 },
  ],
};

export const suggestion = (
  sectionId: string | null,
  priority: SuggestionDraft['priority'],
  summary: string,
): SuggestionDraft => ({
  role: 'red',
  type: 'completeness',
  priority,
  sectionId,
  summary,
  detail: `${summary} (detail)`,
  expected: `${summary} fixed`,
  anchor: null,
});

export interface Script {
  /** The n-th assessment (1-based) of the given section texts. */
  assess(n: number, input: AssessInput): Partial<AssessOutput>;
  revise?(input: ReviseInput): string;
  failSection?: string;
}

export function scriptedEngine(script: Script) {
  const calls = { assess: [] as AssessInput[], revise: [] as ReviseInput[], sections: [] as GenerateSectionInput[] };
  const result = <T>(value: T) => ({
    value,
    usage: { inputTokens: 10, outputTokens: 5 },
    engine: 'model' as const,
    model: 'scripted',
  });
  const engine: Engine = {
    kind: 'model',
    proposeQuestions: async () => result([]),
    generateArtifact: async () => result(structuredClone(OUTLINE)),
    generateSection: async (input) => {
      calls.sections.push(input);
      if (input.section.id === script.failSection)
        throw new EngineError('rate_limited', 'The provider is rate limiting requests.');
      return result({ text: `Text of ${input.section.id}.` });
    },
    assess: async (input) => {
      calls.assess.push(structuredClone(input));
      return result({ suggestions: [], keepAsIs: [], globalScope: [], ...script.assess(calls.assess.length, input) });
    },
    revise: async (input) => {
      calls.revise.push(input);
      return result({ text: script.revise ? script.revise(input) : `${input.section.text} Revised.`, unapplied: [] });
    },
    variants: async () => result({ texts: [] }),
    passage: async (input) => result({ text: input.passage }),
  };
  return { engine, calls };
}
