import type { GenerateSectionInput } from '../../types';
import type { Prompt } from './artifact-base';
import { configBlocks, notesBlock, scaled, upstreamBlocks } from './context';
import { ROLLING_BUDGET_CHARS, rollingContext } from './rolling-context';
import { lengthPhrase, systemPrompt } from './system';
import { dataBlock } from './untrusted';
import { bibleBlock } from './bible';
import { sourcesBlock } from './sources';
import { voiceLines } from './voice';

/** What a section is, per template: fiction chapter, paper section, game handbook, rewritten part. */
const GUIDANCE: Record<GenerateSectionInput['template'], { persona: string; rules: string[] }> = {
  story: {
    persona: 'a skilled fiction writer',
    rules: [
      'Write narrative prose: scenes, dialogue and action that carry the chapter goal and its beats from the outline.',
      'Keep character names, voice and facts exactly as in the brief, the outline and the earlier chapters.',
    ],
  },
  paper: {
    persona: 'an academic writer',
    rules: [
      'Write in an academic register suited to the level in the configuration; argue the section goal with evidence.',
      'Cite only the sources in the <sources> block, by their key: [@key] for one, [@key1; @key2] for several (the citation style is applied when the paper is formatted). Never cite a key that is not listed and never invent a source: where a claim needs a source the list does not have, write [citation needed].',
      'Use the key terms of the intake consistently and support the thesis statement of the plan.',
    ],
  },
  script: {
    persona: 'a writer of murder-mystery party game scripts (剧本杀)',
    rules: [
      'The DM handbook explains how to run the game: setup, round flow, the full truth, when to release each clue, endings.',
      "A player handbook addresses one player in the second person: background, secrets, goals, and what to do in each round; it never reveals other players' secrets or the full truth.",
      'Materials list clue cards, props and handouts with when each is released; the branch structure lists decision nodes, options and endings.',
      'Use only the names, clues and timeline of the approved plan and outline; stay consistent with the earlier chapters.',
    ],
  },
  rewrite: {
    persona: 'an editor rewriting a document',
    rules: [
      "Carry over the content of the original document that this section's goal names, rewritten to serve the goal of the configuration and the clarification answers.",
      'Do not add facts that are neither in the original nor in the clarifications.',
    ],
  },
};

/**
 * Prompt for one prose section, with the earlier sections as rolling context. `scale` (below 1 when
 * fitting a small context) shortens the earlier sections and the original document.
 */
export function sectionPrompt(input: GenerateSectionInput, scale = 1): Prompt {
  const guide = GUIDANCE[input.template];
  const earlier = rollingContext(input.earlier, scaled(ROLLING_BUDGET_CHARS, scale));
  const s = input.section;
  return {
    // Laid out for prefix caches: what every section of the document shares comes first, this section last.
    system: systemPrompt({
      persona: guide.persona,
      language: input.language,
      rules: [
        ...guide.rules,
        'Continue from the earlier sections without repeating them; each section must read as the next part of the same document.',
        'Reply with the section text only (Markdown paragraphs allowed): no title line, no notes to the author, no placeholders.',
      ],
    }),
    prompt: [
      ...voiceLines(input.voice),
      'Project configuration:',
      configBlocks(input.config, scale),
      '',
      'Approved earlier stages:',
      upstreamBlocks(input.upstream, scale),
      '',
      'Author notes (wishes about the content):',
      notesBlock(input.notes),
      '',
      earlier.summarised
        ? 'Earlier sections (older ones shortened to fit; the most recent in full):'
        : 'Earlier sections, in order:',
      earlier.text,
      '',
      ...notPassedLines(input),
      ...bibleLines(input, scale),
      ...sourceLines(input, scale),
      'Write the section described here:',
      dataBlock('section', `Title: ${s.title}\nGoal: ${s.goal}\nTarget length: ${s.targetLength}`, { id: s.id }),
      `Length: ${lengthPhrase(s.targetLength, input.language)} (within 15%).`,
    ].join('\n'),
  };
}

/** The story bible entries the section's title and goal mention, as facts and spellings to keep to. */
function bibleLines(input: GenerateSectionInput, scale: number): string[] {
  const block = bibleBlock(input.bible, [input.section.title, input.section.goal], scale);
  return block ? ['Story bible (the entries this section mentions; keep to their names and facts):', block, ''] : [];
}

/** Earlier sections that used up their rewrites without passing review: the writer must not build on their faults. */
function notPassedLines(input: GenerateSectionInput): string[] {
  const failed = input.earlier.filter((e) => e.notPassed !== undefined);
  if (!failed.length) return [];
  const body = failed.map((e) => `${e.title}: ${e.notPassed || '(no comment)'}`).join('\n');
  return [
    'Earlier sections that did not pass their review within the rewrites allowed (continue from them, but do not repeat or build on what their reviewer faulted):',
    dataBlock('unpassed', body),
    '',
  ];
}

/** A paper's sources, the ones most relevant to this section's title and goal first. */
function sourceLines(input: GenerateSectionInput, scale: number): string[] {
  const block = sourcesBlock(input.sources, [input.section.title, input.section.goal], scale);
  return block ? ['Sources (the most relevant to this section first; cite them by key):', block, ''] : [];
}
