import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../../lib/engine/offline';
import { EngineError, type Engine } from '../../../lib/engine/types';
import { prose } from '../../fixtures/prose';
import { assessInput, lint, section, tasksFrom } from './offline-helpers';
import { CONFIGS } from './scaffold-configs';

const engine: Engine = new OfflineEngine();
const meta = { usage: { inputTokens: 0, outputTokens: 0 }, engine: 'offline', model: 'offline' };

describe('OfflineEngine', () => {
  it('is the offline kind and reports no token usage on every call', async () => {
    expect(engine.kind).toBe('offline');
    const text = prose('en-story-planted');
    const base = {
      language: 'en' as const,
      section: section(text),
      tasks: tasksFrom(lint(text)),
      keep: [],
      canonicalNames: [],
    };
    const calls = [
      engine.generateArtifact({
        template: 'story',
        stageKey: 'brief',
        language: 'en',
        config: CONFIGS.story.en,
        upstream: {},
        notes: [],
      }),
      engine.generateSection({
        template: 'story',
        stageKey: 'final',
        language: 'en',
        config: CONFIGS.story.en,
        upstream: {},
        notes: [],
        section: { id: 'a', title: 'Chapter 1', goal: 'Open the story', targetLength: 1500 },
        earlier: [],
      }),
      engine.assess(assessInput([section(text)])),
      engine.revise(base),
      engine.variants({ ...base, count: 2 }),
    ];
    for (const result of await Promise.all(calls)) expect(result).toMatchObject(meta);
  });

  it('wires each method to its offline implementation', async () => {
    const text = 'It was very cold.';
    const assessed = await engine.assess(assessInput([section(text)]));
    expect(assessed.value.suggestions.map((s) => s.anchor?.quote)).toEqual(['very']);
    const revised = await engine.revise({
      language: 'en',
      section: section(text),
      tasks: tasksFrom(assessed.value.suggestions),
      keep: [],
      canonicalNames: [],
    });
    expect(revised.value).toEqual({ text: 'It was cold.', unapplied: [] });
    const generated = await engine.generateSection({
      template: 'story',
      stageKey: 'final',
      language: 'en',
      config: CONFIGS.story.en,
      upstream: {},
      notes: [],
      section: { id: 'a', title: 'Chapter 1', goal: 'Open the story', targetLength: 1500 },
      earlier: [],
    });
    expect(generated.value.text).toMatch(/^\[Scaffold\] /);
  });

  it('rejects with typed errors: cancelled and bad requests', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.assess(assessInput([]), { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
    await expect(
      engine.generateArtifact({
        template: 'paper',
        stageKey: 'sections',
        language: 'en',
        config: CONFIGS.paper.en,
        upstream: {},
        notes: [],
      }),
    ).rejects.toBeInstanceOf(EngineError);
  });
});
