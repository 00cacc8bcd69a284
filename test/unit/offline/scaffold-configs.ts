import { generateArtifactOffline } from '../../../lib/engine/offline/generate';
import type { Language } from '../../../lib/engine/types';
import { TEMPLATES } from '../../../lib/workflow/templates';
import type { TemplateKind } from '../../../lib/workflow/templates/types';

/** Every artifact stage of a template generated offline in order, each seeing the earlier ones. */
export function offlineArtifacts(template: TemplateKind, language: Language, config: unknown) {
  const upstream: Record<string, unknown> = {};
  for (const stage of TEMPLATES[template].stages.filter((s) => s.kind === 'artifact'))
    upstream[stage.key] = generateArtifactOffline({
      template,
      stageKey: stage.key,
      language,
      config,
      upstream: { ...upstream },
      notes: [],
    });
  return upstream;
}

// Project settings as the forms submit them, per template and language, for the scaffold tests.
const REWRITE_EN = `# Field Guide to the Marsh

The marsh covers four square miles between the river and the sea wall.

## Getting there

Take the coast road north and park at the old pumping station. The path starts behind the gate.

## What to see

In spring the reed beds fill with warblers. In winter the mudflats hold thousands of geese.

## Staying safe

The tide comes in faster than a person can walk. Check the tables before you set out.`;

const REWRITE_ZH = `城南旧街改造方案

一、现状

旧街全长八百米，两侧多为上世纪五十年代建成的砖木结构民居，排水系统老化严重。

二、改造目标

保留街巷格局和传统风貌，改善居民生活条件，引入适量商业。

三、实施步骤

先完成排水管网和电力改造，再分批修缮沿街建筑，最后整治公共空间。`;

const REWRITE_PLAIN = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1} describes the harbour trade in its ${i + 1}th decade, ` +
    'with ships, cargo and weather noted in turn. '.repeat(20),
).join('\n\n');

export const CONFIGS: Record<TemplateKind, Record<Language, unknown>> = {
  story: {
    en: {
      premise:
        'A lighthouse keeper’s granddaughter must relight the lamp before the fishing fleet returns. The town wants it sold.',
      genre: 'mystery',
      audience: 'adults',
      tone: 'brooding',
      writingPoints: '- The light matters to the whole town\n- Grief can be put to work',
      targetWords: 6000,
      language: 'en',
    },
    zh: {
      premise: '林小雨回到老宅，在父亲的书房里找到一封没有寄出的信。老宅即将拆迁。',
      genre: '家庭',
      audience: '成年读者',
      tone: '克制',
      writingPoints: '父女之间的误解；老宅承载的记忆',
      targetWords: 3000,
      language: 'zh',
    },
  },
  paper: {
    en: {
      topic: 'Urban heat islands and unequal exposure in mid-sized European cities',
      discipline: 'Urban geography',
      level: 'master',
      citationStyle: 'APA',
      targetWords: 8000,
      requirements: 'Use at least 20 sources',
      language: 'en',
    },
    zh: {
      topic: '城市热岛效应与中等城市居民的高温暴露差异',
      discipline: '城市地理学',
      citationStyle: 'GB/T 7714',
      targetWords: 6000,
      language: 'zh',
    },
  },
  script: {
    en: {
      playerCount: 4,
      gameType: 'deduction',
      era: '1920s Shanghai',
      theme: 'A jazz singer dies on opening night',
      durationHours: 4,
      language: 'en',
    },
    zh: {
      playerCount: 1,
      gameType: 'horror',
      era: '民国',
      theme: '山村古宅里的失踪案',
      durationHours: 2,
      language: 'zh',
    },
  },
  rewrite: {
    en: {
      originalDocument: REWRITE_EN,
      goal: 'Make it friendlier for families',
      clarifications: [{ question: 'Audience?', answer: 'Families with children' }],
      language: 'en',
    },
    zh: { originalDocument: REWRITE_ZH, goal: '改写成面向居民的通俗说明', language: 'zh' },
  },
};

export const REWRITE_WITHOUT_HEADINGS = { originalDocument: REWRITE_PLAIN, language: 'en' as const };
