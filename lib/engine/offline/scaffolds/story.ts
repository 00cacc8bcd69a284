import type { z } from 'zod';
import { StoryBrief, type StoryConfig, type StoryOutline } from '../../../workflow/templates/story';
import { say } from '../language';
import { firstSentence, listItems, scaffold } from './label';

type Brief = z.input<typeof StoryBrief>;
type Outline = z.input<typeof StoryOutline>;

const WORDS_PER_CHAPTER = 1500;
const MIN_CHAPTERS = 3;
const MAX_CHAPTERS = 12;

/** A brief laid out from the config: the premise's first sentence as logline, the author's points as is. */
export function storyBrief(config: StoryConfig): Brief {
  const lang = config.language;
  const premise = firstSentence(config.premise);
  const points = listItems(config.writingPoints);
  return {
    title: scaffold(lang, firstSentence(config.premise, 60)),
    logline: scaffold(lang, premise),
    characters: [
      {
        name: say(lang, 'Protagonist', '主角'),
        role: say(lang, 'protagonist', '主角'),
        description: scaffold(
          lang,
          say(lang, `The person the premise follows: ${premise}`, `故事追随的人物：${premise}`),
        ),
      },
      {
        name: say(lang, 'Opponent', '对手'),
        role: say(lang, 'antagonist', '反派或阻碍'),
        description: scaffold(
          lang,
          say(lang, 'Who or what stands in the protagonist’s way, and why.', '阻挡主角的人或力量，以及其缘由。'),
        ),
      },
    ],
    setting: scaffold(
      lang,
      say(
        lang,
        `Decide where and when this ${config.genre || 'story'} happens${config.audience ? `, for ${config.audience}` : ''}.`,
        `确定这个${config.genre || '故事'}发生的时间和地点${config.audience ? `（读者：${config.audience}）` : ''}。`,
      ),
    ),
    themes: config.tone ? [scaffold(lang, say(lang, `Tone: ${config.tone}`, `基调：${config.tone}`))] : [],
    writingPoints:
      points.length > 0
        ? points
        : [scaffold(lang, say(lang, 'List the points the story must make.', '列出故事必须表达的要点。'))],
  };
}

type Phase = 'opening' | 'complication' | 'climax' | 'resolution';

function phaseOf(i: number, n: number): Phase {
  if (i === 0) return 'opening';
  if (i === n - 1) return 'resolution';
  return i === n - 2 ? 'climax' : 'complication';
}

function phaseText(lang: 'en' | 'zh', phase: Phase, hero: string) {
  const texts = {
    opening: say(
      lang,
      `Introduce ${hero} and what they want; end on the event that sets the story moving.`,
      `介绍${hero}及其渴望；以推动故事展开的事件收尾。`,
    ),
    complication: say(
      lang,
      `${hero} pursues the goal and meets a harder obstacle; raise the stakes.`,
      `${hero}追求目标，遭遇更大的阻碍；抬高赌注。`,
    ),
    climax: say(
      lang,
      `Bring ${hero} to the decisive confrontation with what stands in the way.`,
      `让${hero}与阻碍迎来决定性的正面交锋。`,
    ),
    resolution: say(lang, `Resolve the conflict and show how ${hero} has changed.`, `解决冲突，展现${hero}的改变。`),
  };
  const titles = {
    opening: say(lang, 'Opening', '开端'),
    complication: say(lang, 'Complication', '发展'),
    climax: say(lang, 'Climax', '高潮'),
    resolution: say(lang, 'Resolution', '结局'),
  };
  return { goal: texts[phase], title: titles[phase] };
}

/** A three-act outline sized from the target length, with the brief's points spread over the chapters. */
export function storyOutline(config: StoryConfig, brief: Brief): Outline {
  const lang = config.language;
  const n = Math.min(MAX_CHAPTERS, Math.max(MIN_CHAPTERS, Math.round(config.targetWords / WORDS_PER_CHAPTER)));
  const named = brief.characters[0]?.name;
  const hero = !named || named === say(lang, 'Protagonist', '主角') ? say(lang, 'the protagonist', '主角') : named;
  const points = brief.writingPoints ?? [];
  return {
    chapters: Array.from({ length: n }, (_, i) => {
      const { goal, title } = phaseText(lang, phaseOf(i, n), hero);
      const assigned = points.filter((_, j) => j % n === i);
      return {
        key: `ch${i + 1}`,
        title: say(lang, `Chapter ${i + 1}: ${title}`, `第${i + 1}章：${title}`),
        goal: scaffold(lang, goal),
        beats: assigned.map((p) => scaffold(lang, say(lang, `Make this point: ${p}`, `落实要点：${p}`))),
        targetWords: Math.max(50, Math.round(config.targetWords / n)),
      };
    }),
  };
}

/** The approved brief if it parses, else one laid out from the config. */
export function briefFrom(upstream: Record<string, unknown>, config: StoryConfig): Brief {
  const parsed = StoryBrief.safeParse(upstream.brief);
  return parsed.success ? parsed.data : storyBrief(config);
}
