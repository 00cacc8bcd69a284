import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';

// An instant in-process model for the engine benchmark: it answers every request at once with a
// valid reply for the schema named in responseFormat, so timings are the engine's own work.

const BRIEF = {
  title: 'The Lantern',
  logline: 'A girl must relight the lantern before the storm.',
  characters: [{ name: 'Mei', role: 'hero', description: 'A brave girl' }],
  setting: 'A harbour town',
  themes: ['courage'],
  writingPoints: ['Mei relights the lantern'],
};

function reply(options: LanguageModelV4CallOptions): string {
  const format = options.responseFormat;
  const name = format?.type === 'json' ? format.name : undefined;
  const prompt = JSON.stringify(options.prompt);
  const sectionId = /<section id=\\"([^\\"]+)\\"/.exec(prompt)?.[1] ?? null;
  switch (name) {
    case 'story_brief':
      return JSON.stringify(BRIEF);
    case 'red_review':
      return JSON.stringify({
        improvements: [
          {
            section: sectionId,
            category: 'completeness',
            quote: 'Dark clouds gathered',
            issue: 'The storm arrives without a cause.',
            expected: 'Name where the storm comes from.',
            priority: 'high',
          },
        ],
      });
    case 'revision':
      return JSON.stringify({ text: 'Dark clouds rolled in from the east over the harbour.', unapplied: [] });
    case undefined:
      return 'The wind rose over the harbour, and Mei ran for the lantern.';
    default:
      throw new Error(`bench model: no reply for ${name}`);
  }
}

export function instantModel(modelId: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    modelId,
    doGenerate: async (options) => ({
      content: [{ type: 'text', text: reply(options) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 500, noCache: 500, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 80, text: 80, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}
