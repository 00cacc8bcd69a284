import type { z } from 'zod';
import { StoryBrief, type StoryConfig, type StoryOutline } from '../../../workflow/templates/story';
import { say } from '../language';
import { briefFacts, roleGiven, sentenceMentioning } from './facts';
import { firstSentence, listItems, scaffold, unlabel } from './label';

type Brief = z.input<typeof StoryBrief>;
type Outline = z.input<typeof StoryOutline>;

const WORDS_PER_CHAPTER = 1500;
const MIN_CHAPTERS = 3;
const MAX_CHAPTERS = 12;

const MAX_CHARACTERS = 8;

/**
 * The people the author named, each described in the author's own sentence; stand-ins when none are
 * named, whose name is their role (so the story bible takes them for roles, not people).
 */
function charactersOf(config: StoryConfig, texts: string[], premise: string): Brief['characters'] {
  const lang = config.language;
  const people = briefFacts(texts, lang).people.slice(0, MAX_CHARACTERS);
  if (people.length === 0) {
    return [
      {
        name: say(lang, 'Protagonist', '主角'),
        role: say(lang, 'protagonist', '主角'),
        description: scaffold(
          lang,
          say(lang, `The person the premise follows: ${premise}`, `故事追随的人物：${premise}`),
        ),
      },
      {
        name: say(lang, 'Antagonist', '反派'),
        role: say(lang, 'antagonist', '反派'),
        description: scaffold(
          lang,
          say(lang, 'Who or what stands in the protagonist’s way, and why.', '阻挡主角的人或力量，以及其缘由。'),
        ),
      },
    ];
  }
  return people.map((name, i) => {
    const sentence = sentenceMentioning(texts, name) ?? premise;
    return {
      name,
      role:
        roleGiven(texts, name, lang) ?? (i === 0 ? say(lang, 'protagonist', '主角') : say(lang, 'character', '人物')),
      description: scaffold(
        lang,
        say(
          lang,
          `From the premise: "${sentence}" Add what ${name} wants, fears and hides.`,
          `前提写道：“${sentence}”请补充${name}的渴望、恐惧与秘密。`,
        ),
      ),
    };
  });
}

function settingOf(config: StoryConfig, texts: string[]): string {
  const lang = config.language;
  const places = briefFacts(texts, lang).places;
  const genre = config.genre || say(lang, 'story', '故事');
  const audience = config.audience ? say(lang, `, for ${config.audience}`, `（读者：${config.audience}）`) : '';
  return scaffold(
    lang,
    places.length
      ? say(
          lang,
          `${places.join(', ')}: the places of this ${genre}${audience}. Add the period and how each place feels.`,
          `${places.join('、')}：这个${genre}的发生地${audience}。请补充时代背景与各处的氛围。`,
        )
      : say(
          lang,
          `Decide where and when this ${genre} happens${audience}.`,
          `确定这个${genre}发生的时间和地点${audience}。`,
        ),
  );
}

/** A brief laid out from the config: the premise's people and places, its first sentence as logline, the points as is. */
export function storyBrief(config: StoryConfig, notes: string[] = []): Brief {
  const lang = config.language;
  const premise = firstSentence(config.premise);
  const points = listItems(config.writingPoints);
  const texts = [config.premise, config.writingPoints, ...notes];
  return {
    title: scaffold(lang, firstSentence(config.premise, 60)),
    logline: scaffold(lang, premise),
    characters: charactersOf(config, texts, premise),
    setting: settingOf(config, texts),
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

function phaseText(lang: 'en' | 'zh', phase: Phase, hero: string, other: string | null) {
  const texts = {
    opening: say(
      lang,
      `Introduce ${hero} and what they want; end on the event that sets the story moving.`,
      `介绍${hero}及其渴望；以推动故事展开的事件收尾。`,
    ),
    complication: other
      ? say(
          lang,
          `${hero} pursues the goal and ${other} makes it harder; raise the stakes.`,
          `${hero}追求目标，${other}让事情更难；抬高赌注。`,
        )
      : say(
          lang,
          `${hero} pursues the goal and meets a harder obstacle; raise the stakes.`,
          `${hero}追求目标，遭遇更大的阻碍；抬高赌注。`,
        ),
    climax: other
      ? say(
          lang,
          `Bring ${hero} and ${other} to the decisive confrontation.`,
          `让${hero}与${other}迎来决定性的正面交锋。`,
        )
      : say(
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

/** The opening chapter sets up the premise for the stated readers. */
function openingBeats(config: StoryConfig, brief: Brief): string[] {
  const lang = config.language;
  return [
    say(lang, `Set up the premise: ${unlabel(brief.logline)}`, `铺开故事前提：${unlabel(brief.logline)}`),
    ...(config.audience ? [say(lang, `Pitch it for ${config.audience}`, `贴合读者：${config.audience}`)] : []),
  ].map((b) => scaffold(lang, b));
}

/** A three-act outline sized from the target length, with the brief's people and points spread over the chapters. */
export function storyOutline(config: StoryConfig, brief: Brief): Outline {
  const lang = config.language;
  const n = Math.min(MAX_CHAPTERS, Math.max(MIN_CHAPTERS, Math.round(config.targetWords / WORDS_PER_CHAPTER)));
  const [first, second] = brief.characters.map((c) => c.name);
  const standIn = first === say(lang, 'Protagonist', '主角');
  const hero = !first || standIn ? say(lang, 'the protagonist', '主角') : first;
  const other = !standIn && second ? second : null;
  const points = brief.writingPoints ?? [];
  return {
    chapters: Array.from({ length: n }, (_, i) => {
      const { goal, title } = phaseText(lang, phaseOf(i, n), hero, other);
      const assigned = points.filter((_, j) => j % n === i);
      return {
        key: `ch${i + 1}`,
        title: say(lang, `Chapter ${i + 1}: ${title}`, `第${i + 1}章：${title}`),
        goal: scaffold(lang, goal),
        beats: [
          ...(i === 0 ? openingBeats(config, brief) : []),
          ...assigned.map((p) =>
            scaffold(lang, say(lang, `Make this point: ${unlabel(p)}`, `落实要点：${unlabel(p)}`)),
          ),
        ],
        targetWords: Math.max(50, Math.round(config.targetWords / n)),
      };
    }),
  };
}

/** The approved brief if it parses, else one laid out from the config. */
export function briefFrom(upstream: Record<string, unknown>, config: StoryConfig, notes: string[] = []): Brief {
  const parsed = StoryBrief.safeParse(upstream.brief);
  return parsed.success ? parsed.data : storyBrief(config, notes);
}
