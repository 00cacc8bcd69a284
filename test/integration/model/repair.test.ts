import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/types';
import { engineAgainst } from '../../support/openai-engine';
import { validPayload, validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { reply } from '../../support/openai-steps';
import { artifactInput, assessInput } from './inputs';

const openai = useOpenAIServer(validResponder);
afterEach(() => expect(openai().pending()).toBe(0));

const messagesOf = (i: number) => openai().requests[i].body.messages as { role: string; content: string }[];

describe('invalid replies are sent back for repair', () => {
  it('repairs malformed JSON', async () => {
    openai().enqueue(reply.text('{"title": "The Lantern", logline: oops'));
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.generateArtifact(artifactInput('story', 'brief'));
    expect(result.value).toMatchObject({ title: 'The Lantern' });
    const repair = messagesOf(1);
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2].content).toBe('{"title": "The Lantern", logline: oops');
    expect(repair[3].content).toContain('not valid JSON');
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['error', 'invalid_output'],
      ['ok', null],
    ]);
    expect(result.usage.inputTokens).toBe(rows[0].inputTokens + rows[1].inputTokens);
  });

  it('accepts JSON wrapped in a Markdown fence without a repair', async () => {
    openai().setDefault((r) => reply.text('```json\n' + JSON.stringify(validPayload('story_brief', r)) + '\n```'));
    const { engine } = engineAgainst(openai());
    await engine.generateArtifact(artifactInput('story', 'brief'));
    openai().setDefault(validResponder);
    expect(openai().requests).toHaveLength(1);
  });

  it('repairs JSON that fails the schema, naming the failing field', async () => {
    openai().enqueue(
      reply.json({ title: 'The Lantern', logline: 'x', characters: [], setting: '', writingPoints: [] }),
    );
    const { engine } = engineAgainst(openai());
    await engine.generateArtifact(artifactInput('story', 'brief'));
    const problem = messagesOf(1)[3].content;
    expect(problem).toContain('does not match the required schema');
    expect(problem).toContain('characters');
  });

  it('repairs a check the template schema cannot state (unique chapter keys)', async () => {
    const chapter = { key: 'ch1', title: 'A', goal: 'B', beats: [], targetWords: 500 };
    openai().enqueue(reply.json({ chapters: [chapter, chapter] }));
    const { engine } = engineAgainst(openai());
    await engine.generateArtifact(artifactInput('story', 'outline'));
    expect(messagesOf(1)[3].content).toContain('Duplicate key "ch1"');
  });

  it('repairs a reviewer finding that names a section that does not exist', async () => {
    openai().enqueue(
      reply.json({
        improvements: [
          { section: 'sec_zzz', category: 'other', quote: '', issue: 'i', expected: 'e', priority: 'high' },
        ],
      }),
    );
    const { engine } = engineAgainst(openai());
    await engine.assess(assessInput(['red']));
    expect(messagesOf(1)[3].content).toContain('improvements.0.section');
  });

  it('repairs a reviewer finding without its required gap and expected result', async () => {
    openai().enqueue(
      reply.json({
        improvements: [{ section: null, category: 'completeness', quote: '', issue: 'lacks depth', priority: 'high' }],
      }),
    );
    const { engine } = engineAgainst(openai());
    await engine.assess(assessInput(['red']));
    expect(messagesOf(1)[3].content).toContain('improvements.0.expected');
  });

  it('gives up with invalid_output after two repairs', async () => {
    openai().enqueue(reply.text('nope'), reply.text('still nope'), reply.json({ wrong: true }));
    const { engine, rows } = engineAgainst(openai());
    const error = await engine.generateArtifact(artifactInput('story', 'brief')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'invalid_output', attempts: 3 });
    expect(openai().requests).toHaveLength(3);
    expect(rows.map((r) => r.errorCode)).toEqual(['invalid_output', 'invalid_output', 'invalid_output']);
  });

  it('repairs an empty prose reply', async () => {
    openai().enqueue(reply.text('   '));
    const { engine } = engineAgainst(openai());
    const { sectionInput } = await import('./inputs');
    const result = await engine.generateSection(sectionInput());
    expect(result.value.text).toContain('Mei');
    expect(messagesOf(1)[3].content).toContain('empty');
  });
});

describe('a reply the model cannot repair', () => {
  it('is mended to the schema after the last repair: clamped, cut, broken items dropped', async () => {
    const chapter = { key: 'ch1', title: 'Storm', goal: 'Set up the storm', beats: ['clouds'], targetWords: 800 };
    const broken = {
      chapters: [
        { ...chapter, targetWords: 102_000_000 },
        { ...chapter, key: '   ', title: 'Blank key' },
        { ...chapter, key: 'ch2', title: 'Climb' },
      ],
    };
    openai().enqueue(reply.json(broken), reply.json(broken), reply.json(broken));
    const { engine, rows } = engineAgainst(openai());
    const { value } = await engine.generateArtifact(artifactInput('story', 'outline'));

    const chapters = (value as { chapters: { key: string; title: string; targetWords: number }[] }).chapters;
    expect(chapters.map((c) => c.key)).toEqual(['ch1', 'ch2']);
    expect(chapters[0].targetWords).toBeLessThan(102_000_000);
    expect(chapters[0].targetWords).toBeGreaterThan(800);
    expect(openai().requests).toHaveLength(3);
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ['error', 'invalid_output'],
      ['error', 'invalid_output'],
      ['ok', 'invalid_output'],
    ]);
    expect(rows[2].errorMessage).toMatch(/^Mended without the model/);
  });

  it('still fails when nothing can be kept without inventing content', async () => {
    const broken = { chapters: [{ key: ' ', title: 'A', goal: 'B', beats: [], targetWords: 500 }] };
    openai().enqueue(reply.json(broken), reply.json(broken), reply.json(broken));
    const { engine } = engineAgainst(openai());
    const error = await engine.generateArtifact(artifactInput('story', 'outline')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('invalid_output');
  });
});
