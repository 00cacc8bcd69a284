import { describe, expect, it } from 'vitest';
import { PaperPlan } from '../../../lib/workflow/templates/paper';
import { RewriteOutline } from '../../../lib/workflow/templates/rewrite';
import { ScriptPlan } from '../../../lib/workflow/templates/script';
import { StoryBrief } from '../../../lib/workflow/templates/story';
import { OfflineEngine } from '../../../lib/engine/offline/index';
import { engineAgainst } from '../../support/openai-engine';
import { schemaName, systemMessage, validResponder } from '../../support/openai-fixtures';
import { useOpenAIServer } from '../../support/model-env';
import { reply } from '../../support/openai-steps';
import { artifactInput, assessInput, reviseInput, sectionA, sectionInput } from './inputs';

const openai = useOpenAIServer(validResponder);

describe('model engine over Chat Completions: every operation', () => {
  it.each([
    ['story', 'brief', StoryBrief],
    ['paper', 'plan', PaperPlan],
    ['script', 'plan', ScriptPlan],
    ['rewrite', 'outline', RewriteOutline],
  ] as const)('generates the %s %s artifact, valid by the template schema', async (template, stageKey, schema) => {
    const config =
      template === 'script'
        ? { playerCount: 2, era: '1920', theme: 'inheritance', language: 'en' }
        : { targetWords: 1000, language: 'en' };
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.generateArtifact(artifactInput(template, stageKey, { config }));
    expect(schema.safeParse(result.value).success).toBe(true);
    expect(result).toMatchObject({ engine: 'model', model: 'test-model' });
    expect(result.usage.inputTokens).toBeGreaterThan(0);

    const [request] = openai().requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.stream).toBeUndefined();
    expect(request.body.response_format.type).toBe('json_schema');
    expect(request.body.response_format.json_schema.strict).toBe(false);
    expect(request.body.max_tokens).toBeGreaterThan(0);
    expect(schemaName(request)).toBe(`${template}_${stageKey}`);
    expect(systemMessage(request)).toContain('It must conform to this JSON Schema');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'planner',
      engine: 'model',
      provider: new URL(openai().url).host,
      outcome: 'ok',
      attempts: 1,
    });
  });

  it('writes a section as prose with the earlier section in the prompt', async () => {
    const { engine } = engineAgainst(openai());
    const result = await engine.generateSection(sectionInput());
    expect(result.value.text).toContain('Mei');
    const body = openai().requests[0].body;
    expect(body.response_format).toBeUndefined();
    expect(JSON.stringify(body.messages)).toContain(sectionA.text);
  });

  it("assesses with red, blue and client in parallel, anchors quotes, keeps the blue team's strengths", async () => {
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.assess(assessInput(['red', 'blue', 'client', 'lint']));
    const names = openai().requests.map(schemaName).sort();
    expect(names).toEqual(['blue_review', 'client_review', 'red_review']);
    expect(openai().requests.every((r) => r.body.model === 'test-reviewer')).toBe(true);

    const red = result.value.suggestions.find((s) => s.role === 'red')!;
    expect(red.anchor).toMatchObject({ quote: 'Dark clouds gathered fast', start: 0 });
    expect(red.sectionId).toBe(sectionA.id);
    const blue = result.value.suggestions.find((s) => s.role === 'blue')!;
    expect(blue.anchor).toBeNull(); // empty quote: a section-level enhancement
    const client = result.value.suggestions.find((s) => s.role === 'client')!;
    expect(client.sectionId).toBeNull();
    expect(client.detail).toContain('Impact:');
    expect(result.value.keepAsIs[0].aspect).toContain('opening image');
    expect(result.value.globalScope).toBe('all');
    expect(rows.map((r) => r.role).sort()).toEqual(['reviewer:blue', 'reviewer:client', 'reviewer:red']);
    expect(result.usage.inputTokens).toBe(rows.reduce((n, r) => n + r.inputTokens, 0));
  });

  it('has the client raise market and feasibility concerns beside its business gaps (seed 002)', async () => {
    const concern = (kind: string) => ({
      section: sectionA.id,
      quote: 'Dark clouds gathered fast',
      concern: `The ${kind} concern.`,
      expected: `What settles the ${kind} concern.`,
      priority: 'medium',
    });
    openai().enqueue(
      reply.json({
        businessGaps: [],
        marketConcerns: [concern('market')],
        feasibilityConcerns: [concern('feasibility')],
      }),
    );
    const { engine } = engineAgainst(openai());
    const result = await engine.assess(assessInput(['client']));
    const asked = openai().requests[0].body.response_format.json_schema.schema.properties;
    expect(Object.keys(asked)).toEqual(['businessGaps', 'marketConcerns', 'feasibilityConcerns']);
    expect(systemMessage(openai().requests[0]) + JSON.stringify(openai().requests[0].body.messages)).toContain(
      'market concerns',
    );
    expect(
      result.value.suggestions.map((s) => [s.role, s.type, s.summary, s.expected, s.detail.split('\n').at(-1)]),
    ).toEqual([
      ['client', 'completeness', 'The market concern.', 'What settles the market concern.', 'Need: market'],
      ['client', 'logic', 'The feasibility concern.', 'What settles the feasibility concern.', 'Need: feasibility'],
    ]);
    expect(result.value.suggestions[0].anchor).toMatchObject({ quote: 'Dark clouds gathered fast' });
  });

  it('lets the judge settle the panel and name the sections to revise', async () => {
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.assess(assessInput(['red', 'blue', 'judge']));
    expect(openai().requests.map(schemaName).at(-1)).toBe('judge_review');
    const judgeRequest = JSON.stringify(openai().requests.at(-1)!.body.messages);
    expect(judgeRequest).toContain('F1 [');
    expect(result.value.suggestions).toHaveLength(1);
    expect(result.value.suggestions[0]).toMatchObject({ role: 'red', priority: 'high', sectionId: sectionA.id });
    expect(result.value.suggestions[0].detail).toContain('Judge: Two reviewers raised it.');
    expect(result.value.globalScope).toEqual([]);
    expect(rows.at(-1)!.role).toBe('reviewer:judge');
  });

  it('runs the section reviewer once per section and the global reviewer once', async () => {
    const { engine } = engineAgainst(openai());
    const result = await engine.assess(assessInput(['section', 'global']));
    expect(openai().requests.map(schemaName).sort()).toEqual(['global_review', 'section_review', 'section_review']);
    const bySection = result.value.suggestions.filter((s) => s.role === 'section').map((s) => s.sectionId);
    expect(bySection.sort()).toEqual(['sec_a', 'sec_b']);
    expect(result.value.suggestions.find((s) => s.role === 'global')!.sectionId).toBeNull();
  });

  it('revises a section and returns its full new text', async () => {
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.revise(reviseInput());
    expect(result.value).toEqual({ text: `${sectionA.text} Revised.`, unapplied: [] });
    expect(rows[0].role).toBe('reviser');
    const prompt = JSON.stringify(openai().requests[0].body.messages);
    expect(prompt).toContain('sug1');
    expect(prompt).toContain('the final image of the lantern');
  });

  it('makes k variants as k parallel calls with different approaches', async () => {
    const { engine, rows } = engineAgainst(openai());
    const result = await engine.variants({ ...reviseInput(), count: 3 });
    expect(result.value.texts).toHaveLength(3);
    const prompts = openai().requests.map((r) => JSON.stringify(r.body.messages));
    expect(new Set(prompts).size).toBe(3);
    expect(rows.map((r) => r.role)).toEqual(['reviser:variant', 'reviser:variant', 'reviser:variant']);
  });

  it('serves the lint role through the offline engine, beside the model reviewers', async () => {
    const { engine, rows } = engineAgainst(openai(), { lint: new OfflineEngine() });
    const placeholder = { ...sectionA, text: `${sectionA.text} TODO: finish this scene.` };
    const result = await engine.assess(assessInput(['red', 'lint'], { sections: [placeholder] }));
    const roles = new Set(result.value.suggestions.map((s) => s.role));
    expect(roles).toEqual(new Set(['red', 'lint']));
    expect(rows.map((r) => r.role)).toEqual(['reviewer:red']); // lint costs no model call
  });

  it('uses the per-project model override for its role only', async () => {
    const { engine } = engineAgainst(openai());
    await engine.revise(reviseInput(), { models: { reviser: 'project-reviser' } });
    await engine.generateSection(sectionInput(), { models: { reviser: 'project-reviser' } });
    expect(openai().requests.map((r) => r.body.model)).toEqual(['project-reviser', 'test-model']);
  });
});
