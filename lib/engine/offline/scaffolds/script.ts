import type { z } from 'zod';
import { ScriptPlan, type ScriptConfig, type ScriptOutline } from '../../../workflow/templates/script';
import { say } from '../language';
import { briefFacts, roleGiven, sentenceMentioning } from './facts';
import { listItems, scaffold, unlabel } from './label';

type Plan = z.input<typeof ScriptPlan>;

const GAME_TYPE_ZH: Record<ScriptConfig['gameType'], string> = {
  deduction: '推理',
  emotional: '情感',
  horror: '恐怖',
  comedy: '欢乐',
  mechanism: '机制',
  campaign: '阵营',
};
const DIFFICULTY_ZH: Record<ScriptConfig['difficulty'], string> = { easy: '简单', medium: '中等', hard: '困难' };
type Outline = z.input<typeof ScriptOutline>;

/** The author's own texts a script is built from: the theme, the notes, and notes on earlier stages. */
const authorTexts = (config: ScriptConfig, notes: string[]) => [config.theme, config.notes, ...notes];

/** The author's notes as items ("the butler is a red herring"), to carry into the plan and outline. */
export const authorNotes = (config: ScriptConfig, notes: string[]) => [config.notes, ...notes].flatMap(listItems);

/** The people (then roles, "the butler") the author named, filling the player slots first. */
function charactersOf(config: ScriptConfig, texts: string[]): Plan['characters'] {
  const lang = config.language;
  const facts = briefFacts(texts, lang);
  const named = [...new Set([...facts.people, ...facts.roles])];
  const slots = Math.max(config.playerCount, named.length);
  return Array.from({ length: slots }, (_, i) => {
    const name = named[i];
    const player = i < config.playerCount;
    const sentence = name ? sentenceMentioning(texts, name) : null;
    return {
      name: name ?? say(lang, `Character ${i + 1}`, `角色${i + 1}`),
      role:
        (name && roleGiven(texts, name, lang)) ??
        (player
          ? say(lang, 'player character (suspect)', '玩家角色（嫌疑人）')
          : say(lang, 'non-player character', '非玩家角色')),
      relationshipSketch: scaffold(
        lang,
        sentence
          ? say(
              lang,
              `From your notes: "${sentence}" Add how ${name} knew the victim, and the secret they keep.`,
              `你的备注写道：“${sentence}”请补充${name}与死者的关系，以及其隐瞒的秘密。`,
            )
          : say(
              lang,
              'How this character knew the victim, and the secret they keep.',
              '此角色与死者的关系，以及其隐瞒的秘密。',
            ),
      ),
    };
  });
}

/** One player character per player (the author's named people first), so chapter i+1 is character i's handbook. */
export function scriptPlan(config: ScriptConfig, notes: string[] = []): Plan {
  const lang = config.language;
  const texts = authorTexts(config, notes);
  const items = authorNotes(config, notes);
  const places = briefFacts(texts, lang).places;
  return {
    worldOverview: scaffold(
      lang,
      say(
        lang,
        `A ${config.gameType} game set in ${config.era}, about ${config.theme}.`,
        `一个以“${config.theme}”为主题、背景为${config.era}的${GAME_TYPE_ZH[config.gameType]}类剧本。`,
      ),
    ),
    characters: charactersOf(config, texts),
    coreTrickDirection: scaffold(
      lang,
      say(
        lang,
        `Decide the trick at the heart of this ${config.difficulty} ${config.gameType} game and how it can be uncovered.`,
        `确定这个${DIFFICULTY_ZH[config.difficulty]}难度${GAME_TYPE_ZH[config.gameType]}剧本的核心诡计及其破解路径。`,
      ) + (items.length ? say(lang, ` Author's notes: ${items.join('; ')}.`, `作者备注：${items.join('；')}。`) : ''),
    ),
    themeTone: scaffold(lang, config.theme),
    eraAtmosphere: scaffold(lang, places.length ? `${config.era} — ${places.join(say(lang, ', ', '、'))}` : config.era),
  };
}

function roundsFor(hours: number): number {
  return Math.min(5, Math.max(2, Math.ceil(hours / 1.5)));
}

/** Timeline, relationships, clue chain, vote and rounds laid out around the plan's characters. */
export function scriptOutline(config: ScriptConfig, plan: Plan, notes: string[] = []): Outline {
  const lang = config.language;
  const items = authorNotes(config, notes);
  const names = plan.characters.map((c) => c.name);
  const victim = say(lang, 'the victim', '死者');
  const rounds = roundsFor(config.durationHours);
  return {
    detailedTimeline: [
      {
        time: say(lang, 'Years before', '多年以前'),
        event: scaffold(
          lang,
          say(lang, 'The past event that binds everyone to the victim.', '把所有人与死者联系在一起的往事。'),
        ),
        involvedCharacters: names,
      },
      ...names.map((name) => ({
        time: say(lang, 'The day of the crime', '案发当天'),
        event: scaffold(
          lang,
          say(lang, `What ${name} did that day, and what they hide.`, `${name}当天的行动，以及其隐瞒之事。`),
        ),
        involvedCharacters: [name],
      })),
      {
        time: say(lang, 'The night of the crime', '案发当晚'),
        event: scaffold(lang, unlabel(plan.coreTrickDirection)),
        involvedCharacters: names,
      },
    ],
    characterRelationships: names.map((name, i) => ({
      characterA: name,
      characterB: names.length > 1 ? names[(i + 1) % names.length] : victim,
      relationship: scaffold(
        lang,
        say(lang, 'What ties them, and what each wants from the other.', '二人的关系，以及各自对对方的诉求。'),
      ),
    })),
    trickMechanism: scaffold(lang, unlabel(plan.coreTrickDirection)),
    clueChainDesign: [
      ...names.map((name, i) => ({
        clueId: `c${i + 1}`,
        description: scaffold(
          lang,
          say(
            lang,
            `A clue that exposes ${name}'s secret without proving guilt.`,
            `揭示${name}秘密、但不足以定罪的线索。`,
          ),
        ),
        leadsTo: [i + 1 < names.length ? `c${i + 2}` : 'key'],
      })),
      ...items.map((item, i) => ({
        clueId: `n${i + 1}`,
        description: scaffold(
          lang,
          say(lang, `A clue that carries the author's note: ${item}`, `体现作者备注的线索：${item}`),
        ),
        leadsTo: [],
      })),
      {
        clueId: 'key',
        description: scaffold(lang, say(lang, 'The clue that breaks the trick.', '破解诡计的关键线索。')),
        leadsTo: [],
      },
    ],
    branchSkeleton: [
      {
        nodeId: 'vote',
        description: scaffold(lang, say(lang, 'The final vote: who is the culprit?', '最终投票：谁是凶手？')),
        options: names,
        endingDirections: [
          scaffold(lang, say(lang, 'Right accusation: the truth comes out.', '指认正确：真相大白。')),
          scaffold(lang, say(lang, 'Wrong accusation: the culprit walks free.', '指认错误：凶手逍遥法外。')),
        ],
      },
    ],
    roundFlowSummary: Array.from({ length: rounds }, (_, i) => ({
      roundIndex: i + 1,
      focus:
        i === 0
          ? say(lang, 'Introductions and alibis', '自我介绍与不在场证明')
          : i === rounds - 1
            ? say(lang, 'Deduction and vote', '推理与投票')
            : say(lang, `Search and questioning ${i}`, `搜证与盘问 ${i}`),
      keyEvents: [scaffold(lang, say(lang, 'Decide what is revealed in this round.', '确定本轮揭示的内容。'))],
    })),
  };
}

/** The approved plan if it parses, else one laid out from the config. */
export function planFrom(upstream: Record<string, unknown>, config: ScriptConfig, notes: string[] = []): Plan {
  const parsed = ScriptPlan.safeParse(upstream.plan);
  return parsed.success ? parsed.data : scriptPlan(config, notes);
}
