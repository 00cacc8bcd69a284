import { describe, expect, it } from 'vitest';
import { generateArtifactOffline } from '../../../lib/engine/offline/generate';
import { EngineError, type Language } from '../../../lib/engine/types';
import { TEMPLATES } from '../../../lib/workflow/templates';
import { TEMPLATE_KINDS } from '../../../lib/workflow/templates/types';
import { CONFIGS, REWRITE_WITHOUT_HEADINGS } from './scaffold-configs';

const LABEL: Record<Language, string> = { en: '[Scaffold]', zh: '【草稿骨架】' };

/** Generates every artifact stage of a template in order, each seeing the earlier ones. */
function generateAll(template: (typeof TEMPLATE_KINDS)[number], language: Language) {
  const upstream: Record<string, unknown> = {};
  for (const stage of TEMPLATES[template].stages.filter((s) => s.kind === 'artifact')) {
    upstream[stage.key] = generateArtifactOffline({
      template,
      stageKey: stage.key,
      language,
      config: CONFIGS[template][language],
      upstream: { ...upstream },
      notes: [],
    });
  }
  return upstream;
}

describe('generateArtifactOffline', () => {
  for (const template of TEMPLATE_KINDS) {
    for (const language of ['en', 'zh'] as const) {
      it(`builds labelled ${template} artifacts that validate against their schemas (${language})`, () => {
        const artifacts = generateAll(template, language);
        const stages = TEMPLATES[template].stages.filter((s) => s.kind === 'artifact');
        expect(Object.keys(artifacts)).toEqual(stages.map((s) => s.key));
        for (const stage of stages) {
          expect(stage.artifact!.safeParse(artifacts[stage.key]).success).toBe(true);
          const json = JSON.stringify(artifacts[stage.key]);
          expect(json).toContain(LABEL[language]);
          expect(json).not.toContain(LABEL[language === 'en' ? 'zh' : 'en']);
        }
        const sectionStage = TEMPLATES[template].stages.find((s) => s.kind === 'sections')!;
        expect(
          sectionStage.sectionsFrom!(artifacts, TEMPLATES[template].config.parse(CONFIGS[template][language])).length,
        ).toBeGreaterThan(0);
      });
    }
  }

  it('is deterministic', () => {
    expect(generateAll('script', 'en')).toEqual(generateAll('script', 'en'));
  });

  it('gives a script one player character per player', () => {
    const { plan, outline } = generateAll('script', 'en') as {
      plan: { characters: unknown[] };
      outline: { branchSkeleton: { options: string[] }[] };
    };
    expect(plan.characters).toHaveLength(4);
    expect(outline.branchSkeleton[0].options).toEqual(['Character 1', 'Character 2', 'Character 3', 'Character 4']);
  });

  it('derives a rewrite outline from the original headings, sized like the original parts', () => {
    const { outline } = generateAll('rewrite', 'en') as {
      outline: { title: string; sections: { title: string; targetWords: number }[] };
    };
    expect(outline.title).toBe('[Scaffold] Field Guide to the Marsh');
    expect(outline.sections.map((s) => s.title)).toEqual(['Getting there', 'What to see', 'Staying safe']);
    expect(outline.sections[0].targetWords).toBe(20);
    const zh = generateAll('rewrite', 'zh') as { outline: { sections: { title: string }[] } };
    expect(zh.outline.sections.map((s) => s.title)).toEqual(['一、现状', '二、改造目标', '三、实施步骤']);
  });

  it('groups paragraphs when the original has no headings', () => {
    const outline = generateArtifactOffline({
      template: 'rewrite',
      stageKey: 'outline',
      language: 'en',
      config: REWRITE_WITHOUT_HEADINGS,
      upstream: {},
      notes: [],
    }) as {
      sections: { key: string; title: string; targetWords: number }[];
    };
    expect(outline.sections.length).toBeGreaterThan(1);
    expect(outline.sections[0].title).toMatch(/^Part 1: Paragraph 1 describes the harbour trade…$/);
    expect(outline.sections.reduce((n, s) => n + s.targetWords, 0)).toBeGreaterThan(1000);
  });

  it('refuses stages without an artifact and invalid settings', () => {
    const call = (stageKey: string, config: unknown) => () =>
      generateArtifactOffline({ template: 'story', stageKey, language: 'en', config, upstream: {}, notes: [] });
    expect(call('final', CONFIGS.story.en)).toThrow(EngineError);
    expect(call('brief', { premise: '' })).toThrow(/settings are incomplete/);
  });
});
