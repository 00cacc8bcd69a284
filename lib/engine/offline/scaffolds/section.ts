import { mentionedEntries } from '../../../workflow/bible/mentions';
import { TEMPLATES } from '../../../workflow/templates';
import type { SectionPlan } from '../../../workflow/templates/types';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { scaffold, unlabel } from './label';
import { paperSectionNotes } from './paper-section';
import { rewriteSectionNotes } from './rewrite-section';
import { scriptSectionNotes } from './script-section';
import type { NotesBuilder } from './section-notes';
import { storySectionNotes } from './story-section';

const NOTES: Record<GenerateSectionInput['template'], NotesBuilder> = {
  story: storySectionNotes,
  paper: paperSectionNotes,
  script: scriptSectionNotes,
  rewrite: rewriteSectionNotes,
};
const CONTINUITY_CHARS = 200;

/** The template's plan entry for this section: by key, then by title, then by goal. */
function planKeyFor(input: GenerateSectionInput): string | null {
  const stage = TEMPLATES[input.template].stages.find((s) => s.key === input.stageKey);
  let plans: SectionPlan[] = [];
  try {
    plans = stage?.sectionsFrom?.(input.upstream, input.config) ?? [];
  } catch {
    // Upstream artifacts from an older shape: fall back to the section's own goal and title.
  }
  const { id, title, goal } = input.section;
  return (
    (plans.find((p) => p.key === id) ?? plans.find((p) => p.title === title) ?? plans.find((p) => p.goal === goal))
      ?.key ?? null
  );
}

function list(label: string, items: string[]): string[] {
  return items.length ? [`**${label}**`, ...items.map((i) => `- ${i}`), ''] : [];
}

function continuity(input: GenerateSectionInput, lang: Language): string[] {
  const last = input.earlier[input.earlier.length - 1];
  // A script's chapters are separate papers for different readers: a player's handbook must not quote
  // the game master's (or another player's).
  if (!last || input.template === 'script') return [];
  const tail = last.text.trim().slice(-CONTINUITY_CHARS);
  return [say(lang, `Follows "${last.title}", which ends: "…${tail}"`, `承接“${last.title}”，其结尾为：“……${tail}”`)];
}

/** The story bible entries the section's title, goal or beats mention, one line each. */
function bibleNotes(input: GenerateSectionInput, beats: string[]): string[] {
  const { title, goal } = input.section;
  return mentionedEntries(input.bible ?? [], [title, goal, ...beats]).map((e) => {
    const aliases = e.aliases.length ? ` (${e.aliases.join(', ')})` : '';
    return `${e.name}${aliases}${e.description ? ` — ${unlabel(e.description)}` : ''}`;
  });
}

/** A labelled Markdown scaffold (no headings) for one section: goal, beats, context and where to write. */
export function sectionScaffold(input: GenerateSectionInput): string {
  const lang = input.language;
  const notes = NOTES[input.template](input, planKeyFor(input), lang);
  const lines = [
    scaffold(
      lang,
      say(
        lang,
        'Offline scaffold: no model wrote this. Replace it with your own text.',
        '离线引擎生成的骨架，并非正文，请用你自己的文字替换。',
      ),
    ),
    '',
    `**${say(lang, 'Goal:', '目标：')}** ${unlabel(input.section.goal)}`,
    '',
    `**${say(
      lang,
      'Length:',
      '篇幅：',
    )}** ${say(lang, `about ${input.section.targetLength} words`, `约 ${input.section.targetLength} 字`)}`,
    '',
    ...list(say(lang, 'Beats:', '要点：'), notes.beats),
    ...list(say(lang, 'Context:', '背景信息：'), [...notes.context, ...continuity(input, lang)]),
    ...list(say(lang, 'Story bible:', '故事设定：'), bibleNotes(input, notes.beats)),
    ...list(
      say(lang, 'Sources to draw on (cite one as [@…] with its key):', '可引用的文献（以 [@…] 加引用键标注）：'),
      notes.sources ?? [],
    ),
    ...list(say(lang, 'Author notes:', '作者备注：'), input.notes),
    ...(notes.original
      ? [
          `**${say(lang, 'Original:', '原文：')}**`,
          ...notes.original.split('\n').map((l) => `> ${l.replace(/^(\s*)#/, '$1\\#')}`),
          '',
        ]
      : []),
    `**${say(lang, 'Write here:', '写作提示：')}** ${notes.guidance}`,
  ];
  return lines.join('\n');
}
