import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createModelEngine } from '../../../lib/engine/model';
import { OfflineEngine } from '../../../lib/engine/offline/index';
import { runRewrite } from '../../../lib/rewrite/pipeline';

// The pipeline on the real model engine (prompts, JSON validation, reviewer panel, judge, reviser),
// with the AI SDK's mock model standing in for the paid provider.

const TEXTS: Record<string, string> = {
  overview:
    'Tandem Notes gives a small team one shared place for meeting notes, decisions and plans. Each note belongs to the whole team, keeps its full history, and can be found again by title or tag within seconds.',
  users:
    'Team members write and edit notes. Admins invite members and remove them when they leave. Guests read a single note through a read-only link that a member shares with them.',
  features:
    'Members create, edit and delete notes, tag them and search by tag. Every note saves two seconds after the last keystroke and again when the editor loses focus, so typed text survives a closed tab.',
};
const FIXED_USERS = `${TEXTS.users} Guests never get an account, and a revoked link stops working at once.`;
const QUOTE = 'Guests read a single note through a read-only link';

// Goals and lengths the texts meet, so the offline lint reviewer (always on the panel) stays quiet.
const GOALS: Record<string, [string, number]> = {
  overview: ['Describe the shared team notes', 40],
  users: ['Describe members, admins and guests', 38],
  features: ['Describe notes, tags and saving', 40],
};
const OUTLINE = {
  title: 'Tandem Notes — product requirements',
  sections: Object.keys(TEXTS).map((key) => ({
    key,
    title: key[0].toUpperCase() + key.slice(1),
    goal: GOALS[key][0],
    targetWords: GOALS[key][1],
  })),
};

function modelReply(
  options: LanguageModelV4CallOptions,
  calls: string[],
  writerPrompts: Record<string, string>,
): string {
  const name = options.responseFormat?.type === 'json' ? options.responseFormat.name : 'writer';
  const prompt = JSON.stringify(options.prompt);
  const section = /<section id=\\"([^\\"]+)\\"/.exec(prompt)?.[1] ?? '';
  calls.push(`${name}:${section}`);
  const reviews = calls.filter((c) => c.startsWith('red_review')).length;
  switch (name) {
    case 'rewrite_outline':
      return JSON.stringify(OUTLINE);
    case 'writer':
      writerPrompts[section] = prompt;
      return TEXTS[section];
    case 'red_review': {
      const improvements =
        reviews === 1
          ? [
              {
                section: 'users',
                category: 'completeness',
                quote: QUOTE,
                issue: 'Says nothing about guest accounts or revoking a link.',
                expected: 'State that guests have no account and that revoking a link ends access.',
                priority: 'high',
              },
            ]
          : [];
      return JSON.stringify({ improvements });
    }
    case 'client_review':
      return JSON.stringify({ businessGaps: [] });
    case 'voice_review':
      return JSON.stringify({ findings: [] });
    case 'judge_review':
      return JSON.stringify({
        improvements: [
          {
            sources: ['F1'],
            section: 'users',
            category: 'completeness',
            quote: QUOTE,
            issue: 'Guest accounts and revocation are missing.',
            expected: 'Say guests have no account and revocation is immediate.',
            priority: 'high',
            rationale: 'A requirement from the clarifications.',
          },
        ],
        consensus: [],
        conflicts: [],
        overall: 'The access rules are incomplete.',
        reviseSections: [],
      });
    case 'revision':
      return JSON.stringify({ text: FIXED_USERS, unapplied: [] });
    default:
      throw new Error(`no reply for ${name}`);
  }
}

function mockedEngine() {
  const calls: string[] = [];
  const writerPrompts: Record<string, string> = {};
  const models = (modelId: string) =>
    new MockLanguageModelV4({
      modelId,
      doGenerate: async (options) => ({
        content: [{ type: 'text', text: modelReply(options, calls, writerPrompts) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      }),
    });
  const engine = createModelEngine({
    models,
    recorder: () => {},
    lint: new OfflineEngine(),
    config: { models: { default: 'mock-model' }, retryBaseMs: 0 },
  });
  return { engine, calls, writerPrompts };
}

describe('runRewrite with the model engine', () => {
  it('writes each section after the ones before it and patches only the section the review names', async () => {
    const { engine, calls, writerPrompts } = mockedEngine();
    const result = await runRewrite(
      {
        originalDocument: '# Notes\n\nA shared notes app.',
        clarifications: [{ question: 'Guests?', answer: 'No accounts; links can be revoked.' }],
      },
      { engine },
    );

    expect(calls.filter((c) => c.startsWith('writer')).map((c) => c.split(':')[1])).toEqual([
      'overview',
      'users',
      'features',
    ]);
    const inPrompt = (key: string, text: string) => writerPrompts[key].includes(JSON.stringify(text).slice(1, -1));
    expect([
      inPrompt('features', TEXTS.overview),
      inPrompt('features', TEXTS.users),
      inPrompt('users', TEXTS.overview),
      inPrompt('overview', TEXTS.users),
    ]).toEqual([true, true, true, false]);
    expect(calls.filter((c) => c.startsWith('revision'))).toEqual(['revision:users']);
    expect(result.document.sections.map((s) => s.content)).toEqual([TEXTS.overview, FIXED_USERS, TEXTS.features]);
    expect(result.review.rounds).toMatchObject([
      { number: 1, revised: ['users'], changed: ['users'], rolledBack: false },
    ]);
    expect(result.review.stopReason).toBe('clean');
    expect(result.engine).toEqual({ kind: 'model', models: ['mock-model'] });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });
});
