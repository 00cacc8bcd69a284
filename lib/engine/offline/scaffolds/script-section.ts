import { ScriptOutline, type ScriptConfig } from '../../../workflow/templates/script';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { unlabel } from './label';
import { authorNotes, planFrom, scriptOutline } from './script';
import type { SectionNotes } from './section-notes';

type Outline = ReturnType<typeof scriptOutline>;

function outlineFrom(input: GenerateSectionInput, config: ScriptConfig, plan: ReturnType<typeof planFrom>): Outline {
  const parsed = ScriptOutline.safeParse(input.upstream.outline);
  return parsed.success ? parsed.data : scriptOutline(config, plan, input.notes);
}

/** Characters, timeline, clues, rounds and endings, filtered to what this chapter's reader may know. */
export function scriptSectionNotes(input: GenerateSectionInput, key: string | null, lang: Language): SectionNotes {
  const config = input.config as ScriptConfig;
  const plan = planFrom(input.upstream, config, input.notes);
  const outline = outlineFrom(input, config, plan);
  const colon = say(lang, ': ', '：');
  const timeline = (filter: (names: string[]) => boolean) =>
    outline.detailedTimeline
      .filter((t) => filter(t.involvedCharacters))
      .map(
        (t) =>
          `${t.time}${colon}${unlabel(t.event)}${t.involvedCharacters.length ? ` [${t.involvedCharacters.join(', ')}]` : ''}`,
      );
  const clues = outline.clueChainDesign.map(
    (c) => `${c.clueId}${colon}${unlabel(c.description)}${c.leadsTo.length ? ` → ${c.leadsTo.join(', ')}` : ''}`,
  );
  const rounds = outline.roundFlowSummary.map((r) =>
    say(lang, `Round ${r.roundIndex}: ${r.focus}`, `第${r.roundIndex}轮：${r.focus}`),
  );
  const endings = outline.branchSkeleton.flatMap((b) => [
    `${b.nodeId}${colon}${unlabel(b.description)} (${b.options.join(' / ')})`,
    ...b.endingDirections.map(unlabel),
  ]);
  const player = /^player-(\d+)$/.exec(key ?? '');

  if (player) {
    const character = plan.characters[Number(player[1]) - 1];
    const name = character?.name ?? '';
    return {
      beats: [...rounds],
      context: [
        `${name} — ${character?.role ?? ''}${colon}${unlabel(character?.relationshipSketch ?? '')}`,
        ...outline.characterRelationships
          .filter((r) => r.characterA === name || r.characterB === name)
          .map((r) => `${r.characterA} ↔ ${r.characterB}${colon}${unlabel(r.relationship)}`),
        ...timeline((names) => names.includes(name)),
      ],
      guidance: say(
        lang,
        `Write to the player as "you", as ${name}: background, secret, goals, and what to do each round. Reveal nothing only others may know.`,
        `以第二人称“你”写给扮演${name}的玩家：背景、秘密、目标与每轮行动。不要透露只有他人知道的信息。`,
      ),
    };
  }
  if (key === 'materials') {
    return {
      beats: clues,
      context: rounds,
      guidance: say(
        lang,
        'One card per clue: its text as the players see it, and the round it is released.',
        '每条线索一张卡：写出玩家看到的内容及发放轮次。',
      ),
    };
  }
  if (key === 'branches') {
    return {
      beats: endings,
      context: rounds,
      guidance: say(
        lang,
        'For each decision node: the options, what triggers each, and the ending it leads to.',
        '逐个写出决策节点：选项、触发条件及通向的结局。',
      ),
    };
  }
  return {
    beats: rounds,
    context: [
      ...plan.characters.map((c) => `${c.name} — ${c.role}`),
      ...authorNotes(config, []).map((n) => say(lang, `Author's note: ${n}`, `作者备注：${n}`)),
      say(lang, `Trick: ${unlabel(outline.trickMechanism)}`, `诡计：${unlabel(outline.trickMechanism)}`),
      ...timeline(() => true),
      ...clues,
      ...endings,
    ],
    guidance: say(
      lang,
      'Write for the game master: setup, the full truth, when to release each clue, how to run each round and the endings.',
      '写给主持人：开场准备、完整真相、各线索的发放时机、每轮的主持方法与结局。',
    ),
  };
}
