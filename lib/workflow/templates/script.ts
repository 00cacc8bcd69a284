import { z } from 'zod';
import { items, label, required, stableKey } from './artifact-fields';
import { documentLanguage, optionalText, text, unique } from './fields';
import type { SectionPlan, TemplateDefinition } from './types';

export const GAME_TYPES = ['deduction', 'emotional', 'horror', 'comedy', 'mechanism', 'campaign'] as const;

export const ScriptConfig = z.object({
  playerCount: z.coerce.number().int().min(1).max(12),
  gameType: z.enum(GAME_TYPES).default('deduction'),
  era: text(200, 1),
  theme: text(1000, 1),
  difficulty: z.enum(['easy', 'medium', 'hard']).default('medium'),
  durationHours: z.coerce.number().min(1).max(12).default(4),
  notes: optionalText(4000),
  language: documentLanguage,
});
export type ScriptConfig = z.infer<typeof ScriptConfig>;

/** Seed 003's ScriptPlan. */
export const ScriptPlan = z
  .object({
    worldOverview: required(2000),
    characters: z
      .array(z.object({ name: label(120), role: required(200), relationshipSketch: required(600) }))
      .min(1)
      .max(20),
    coreTrickDirection: required(1000),
    themeTone: required(300),
    eraAtmosphere: required(600),
  })
  .superRefine((plan, ctx) => unique(plan.characters, 'characters', 'name', ctx));

/** Seed 003's ScriptOutline. */
export const ScriptOutline = z
  .object({
    detailedTimeline: z
      .array(z.object({ time: required(80), event: required(600), involvedCharacters: items(12, 120) }))
      .min(1)
      .max(40),
    characterRelationships: z
      .array(z.object({ characterA: label(120), characterB: label(120), relationship: required(400) }))
      .min(1)
      .max(60),
    trickMechanism: required(2000),
    clueChainDesign: z
      .array(z.object({ clueId: stableKey(), description: required(600), leadsTo: items(10, 120) }))
      .min(1)
      .max(40),
    branchSkeleton: z
      .array(
        z.object({
          nodeId: stableKey(),
          description: required(600),
          options: items(8),
          endingDirections: items(8),
        }),
      )
      .min(1)
      .max(30),
    roundFlowSummary: z
      .array(z.object({ roundIndex: z.number().int().min(0).max(50), focus: required(300), keyEvents: items(12) }))
      .min(1)
      .max(12),
  })
  .superRefine((outline, ctx) => {
    unique(outline.clueChainDesign, 'clueChainDesign', 'clueId', ctx);
    unique(outline.branchSkeleton, 'branchSkeleton', 'nodeId', ctx);
  });

export type ChapterType = 'dm_handbook' | 'player_handbook' | 'materials' | 'branch_structure';

const CHAPTER_TITLES = {
  en: { dm: 'DM handbook', player: 'Player handbook', materials: 'Materials', branches: 'Branch structure' },
  zh: { dm: '主持人手册', player: '玩家手册', materials: '物料', branches: '分支结构' },
} as const;

/**
 * N+3 chapters in the fixed order: DM handbook, one handbook per player, materials, branch structure,
 * numbered from 1 as a writer counts them and titled in the script's language.
 */
export function scriptChapters(
  playerCount: number,
  characterNames: string[] = [],
  language: 'en' | 'zh' = 'en',
): (SectionPlan & { type: ChapterType })[] {
  const titles = CHAPTER_TITLES[language];
  const colon = language === 'zh' ? '：' : ': ';
  const players = Array.from({ length: playerCount }, (_, i) => {
    const name = characterNames[i];
    return {
      key: `player-${i + 1}`,
      type: 'player_handbook' as const,
      title: name ? `${titles.player} ${i + 1}${colon}${name}` : `${titles.player} ${i + 1}`,
      goal: `Everything player ${i + 1} reads: background, secrets, goals, per-round script`,
      targetLength: 2500,
    };
  });
  const all = [
    {
      key: 'dm',
      type: 'dm_handbook' as const,
      title: titles.dm,
      goal: 'Running the game: setup, round flow, truth, clue release, endings',
      targetLength: 4000,
    },
    ...players,
    {
      key: 'materials',
      type: 'materials' as const,
      title: titles.materials,
      goal: 'Clue cards, props and handouts with when each is released',
      targetLength: 2000,
    },
    {
      key: 'branches',
      type: 'branch_structure' as const,
      title: titles.branches,
      goal: 'Decision nodes, options and the endings they lead to',
      targetLength: 1500,
    },
  ];
  return all.map((c, i) => ({ ...c, displayNumber: String(i + 1) }));
}

/** Seed 003's state names for staged and one-shot script sessions. */
export const SCRIPT_STATES = [
  'draft',
  'planning',
  'plan_review',
  'designing',
  'design_review',
  'executing',
  'chapter_review',
  'completed',
  'generating',
  'failed',
] as const;

export const script: TemplateDefinition<ScriptConfig> = {
  kind: 'script',
  config: ScriptConfig,
  defaultTitle: (c) => c.theme.slice(0, 60),
  language: (c) => c.language,
  stages: [
    { key: 'plan', kind: 'artifact', artifact: ScriptPlan, reviewers: ['red', 'blue', 'judge', 'lint'], dependsOn: [] },
    {
      key: 'outline',
      kind: 'artifact',
      artifact: ScriptOutline,
      reviewers: ['red', 'blue', 'judge', 'lint'],
      dependsOn: ['plan'],
    },
    {
      key: 'chapters',
      kind: 'sections',
      rolling: true,
      approveEach: true,
      sectionsFrom: (a, config) => {
        const plan = a.plan as z.infer<typeof ScriptPlan> | undefined;
        const { playerCount, language } = config as ScriptConfig;
        return scriptChapters(
          playerCount,
          plan?.characters.map((c) => c.name),
          language,
        );
      },
      reviewers: ['red', 'blue', 'judge', 'continuity', 'voice', 'lint'],
      dependsOn: ['plan', 'outline'],
    },
    { key: 'assembly', kind: 'assembly', reviewers: ['lint'], dependsOn: ['plan', 'outline', 'chapters'] },
  ],
};
