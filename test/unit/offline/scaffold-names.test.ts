import { describe, expect, it } from 'vitest';
import { generateSectionOffline } from '../../../lib/engine/offline/generate';
import type { Language } from '../../../lib/engine/types';
import { TEMPLATES } from '../../../lib/workflow/templates';
import type { TemplateKind } from '../../../lib/workflow/templates/types';
import { offlineArtifacts } from './scaffold-configs';

// The offline scaffolds are built from what the author gave: names, places, points and notes.

const BRIEFS: Record<TemplateKind, Record<Language, unknown>> = {
  story: {
    en: {
      premise:
        'Mara, a lighthouse keeper on Kell Island, and her brother Tomas fight over the lamp. The town of Harrowgate wants it sold.',
      audience: 'children 8–10',
      writingPoints: '- Grief can be put to work',
      targetWords: 6000,
      language: 'en',
    },
    zh: {
      premise: '退休教师王秀英和孙子阿杰来到青石镇，寻找一个名叫陈默的画家。',
      audience: '小学高年级学生',
      writingPoints: '祖孙之间的默契',
      targetWords: 6000,
      language: 'zh',
    },
  },
  script: {
    en: {
      playerCount: 4,
      era: '1920s Shanghai',
      theme: 'Lily Chen dies on opening night at the Golden Lotus; Victor Hale and Ada Moss were in her dressing room.',
      notes: 'the butler is a red herring',
      language: 'en',
    },
    zh: {
      playerCount: 3,
      era: '民国',
      theme: '歌女林婉清在百乐门首演之夜身亡，周慕白与沈曼当晚都在后台。',
      notes: '管家是烟雾弹',
      language: 'zh',
    },
  },
  paper: {
    en: { topic: 'Tidal energy in the Bay of Fundy', discipline: 'Marine engineering', language: 'en' },
    zh: { topic: '洱海流域的农业面源污染治理', discipline: '环境科学', language: 'zh' },
  },
  rewrite: {
    en: {
      originalDocument:
        '# Harbour notes\n\n## Opening hours\n\nThe harbour office opens at 7 am. Boats must register on arrival.\n\n## Fees\n\nMooring costs 42 pounds a night. Stays over 14 nights get a discount.',
      language: 'en',
    },
    zh: {
      originalDocument:
        '码头须知\n\n一、开放时间\n\n码头办公室早上七点开门。船只到港须登记。\n\n二、收费\n\n停泊每晚收费42元。连续停泊超过十四天可享折扣。',
      language: 'zh',
    },
  },
};

/** Every artifact stage in order, then every section scaffold of the first sections stage. */
function generate(template: TemplateKind, language: Language) {
  const config = BRIEFS[template][language];
  const upstream = offlineArtifacts(template, language, config);
  const stage = TEMPLATES[template].stages.find((s) => s.kind === 'sections')!;
  const sections = stage.sectionsFrom!(upstream, TEMPLATES[template].config.parse(config)).map(
    (plan, i) =>
      generateSectionOffline({
        template,
        stageKey: stage.key,
        language,
        config,
        upstream,
        notes: [],
        section: { id: `db-${i}`, title: plan.title, goal: plan.goal, targetLength: plan.targetLength },
        earlier: [],
      }).text,
  );
  return { artifacts: upstream as Record<string, any>, json: JSON.stringify(upstream), sections };
}

describe('offline scaffolds carry the brief', () => {
  it('names the story characters the premise names, with their places and readers (en)', () => {
    const { artifacts, json, sections } = generate('story', 'en');
    expect(artifacts.brief.characters.map((c: { name: string }) => c.name)).toEqual(['Mara', 'Tomas']);
    expect(artifacts.brief.characters[0].role).toBe('a lighthouse keeper on Kell Island');
    expect(json).not.toMatch(/Protagonist|Opponent/);
    expect(artifacts.brief.setting).toContain('Kell Island, Harrowgate');
    expect(artifacts.outline.chapters[1].goal).toContain('Mara pursues the goal and Tomas makes it harder');
    expect(artifacts.outline.chapters[0].beats.join()).toContain('children 8–10');
    expect(sections[0]).toContain('Mara');
    expect(sections[0]).toContain('Tomas');
  });

  it('names the story characters the premise names, in Chinese (zh)', () => {
    const { artifacts, json, sections } = generate('story', 'zh');
    expect(artifacts.brief.characters.map((c: { name: string }) => c.name)).toEqual(['王秀英', '阿杰', '陈默']);
    expect(artifacts.brief.setting).toContain('青石镇');
    expect(json).not.toContain('[Scaffold]');
    expect(json).not.toMatch(/"name":"(?:主角|对手)"/);
    expect(artifacts.outline.chapters[1].goal).toContain('王秀英追求目标，阿杰让事情更难');
    expect(sections[0]).toContain('王秀英');
  });

  it('makes the script characters from the theme and carries the author notes (en)', () => {
    const { artifacts, json, sections } = generate('script', 'en');
    expect(artifacts.plan.characters.map((c: { name: string }) => c.name)).toEqual([
      'Lily Chen',
      'Victor Hale',
      'Ada Moss',
      'The butler',
    ]);
    expect(json).not.toContain('Character 1');
    expect(artifacts.plan.coreTrickDirection).toContain('the butler is a red herring');
    expect(JSON.stringify(artifacts.outline.clueChainDesign)).toContain('the butler is a red herring');
    expect(artifacts.outline.branchSkeleton[0].options).toContain('Victor Hale');
    expect(sections[0]).toContain('the butler is a red herring');
    expect(sections[1]).toContain('Lily Chen');
  });

  it('makes the script characters from the theme and carries the author notes (zh)', () => {
    const { artifacts, sections } = generate('script', 'zh');
    expect(artifacts.plan.characters.map((c: { name: string }) => c.name)).toEqual([
      '林婉清',
      '周慕白',
      '沈曼',
      '管家',
    ]);
    expect(artifacts.plan.coreTrickDirection).toContain('管家是烟雾弹');
    expect(JSON.stringify(artifacts.outline.clueChainDesign)).toContain('管家是烟雾弹');
    expect(sections[0]).toContain('管家是烟雾弹');
  });

  for (const language of ['en', 'zh'] as const) {
    it(`outlines the rewrite from the original's own sections and points (${language})`, () => {
      const { artifacts, sections } = generate('rewrite', language);
      const [hours, fees] = artifacts.outline.sections;
      if (language === 'en') {
        expect(hours.title).toBe('Opening hours');
        expect(hours.goal).toContain('The harbour office opens at 7 am.');
        expect(fees.goal).toContain('Mooring costs 42 pounds a night.');
        expect(sections[1]).toContain('- Cover: Stays over 14 nights get a discount.');
        expect(sections[1]).toContain('Keep the figures: 42, 14');
      } else {
        expect(hours.title).toBe('一、开放时间');
        expect(hours.goal).toContain('码头办公室早上七点开门。');
        expect(sections[1]).toContain('- 涵盖：连续停泊超过十四天可享折扣。');
        expect(sections[1]).toContain('保留数据：42元、十四天');
      }
    });

    it(`carries the paper's topic and discipline into plan and sections (${language})`, () => {
      const { artifacts, sections } = generate('paper', language);
      const [topic, discipline] =
        language === 'en'
          ? ['Tidal energy in the Bay of Fundy', 'Marine engineering']
          : ['洱海流域的农业面源污染治理', '环境科学'];
      expect(artifacts.plan.title).toContain(topic);
      expect(artifacts.intake.researchQuestion).toContain(topic);
      for (const text of sections) expect(text).toContain(discipline);
    });
  }
});
