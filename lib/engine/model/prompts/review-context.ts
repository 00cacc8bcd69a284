import type { AssessInput, ReviewDecisionMemory, SectionText } from '../../types';
import type { Prompt } from './artifact-base';
import { clip, scaled, upstreamBlocks } from './context';
import { reviewFocus } from './review-focus';
import { lengthPhrase, systemPrompt } from './system';
import { dataBlock } from './untrusted';
import { bibleBlock } from './bible';
import { sourcesBlock } from './sources';

/** Rules every reviewer of the panel follows: concrete findings, no repeats of settled points. */
const FINDING_RULES = [
  'Every finding is concrete: the section id, the exact words it is about copied verbatim into "quote" (a short passage from that section, no paraphrase, no ellipsis), the gap (what exactly is missing or wrong there) and the expected result (what the fixed text must contain or do, specific enough to check).',
  '"quote" may be empty only when the finding concerns a whole section or the whole document.',
  'Vague findings such as "lacks depth", "could be more engaging" or "needs improvement" are not acceptable: say where, what, and what instead.',
  'Do not raise again points the author rejected in earlier rounds (the <previous> block); do not repeat accepted points unless the text still has the problem.',
  'Names listed in the <names> block must be spelled exactly so; a different spelling is a finding.',
  'If nothing is worth improving, return empty lists. Never invent problems to fill a quota.',
];

/** The sections under review; `scale` below 1 shows each as a start-and-end excerpt, to fit a small context. */
function sectionsBlock(sections: SectionText[], language: AssessInput['language'], scale = 1): string {
  return sections
    .map((s) =>
      dataBlock('section', clip(s.text, scaled(s.text.length, scale)), {
        id: s.id,
        title: s.title,
        goal: s.goal,
        target: lengthPhrase(s.targetLength, language),
      }),
    )
    .join('\n\n');
}

/** Decisions of earlier rounds; `scale` below 1 keeps the start and end of each list. */
function previousBlock(previous: ReviewDecisionMemory, scale = 1): string {
  const list = (items: { role: string; summary: string }[]) => {
    const text = items.length ? items.map((i) => `- [${i.role}] ${i.summary}`).join('\n') : '(none)';
    return clip(text, scaled(text.length, scale));
  };
  const muted = (previous.muted ?? []).map((k) => `- [${k.role}] ${k.type} (rejected ${k.rejected} times)`);
  const mutedPart = muted.length
    ? `\n\nKinds the author keeps rejecting in this project (do not propose findings of these kinds):\n${muted.join('\n')}`
    : '';
  return dataBlock(
    'previous',
    `Rejected by the author (do not raise again):\n${list(previous.rejected)}\n\nAccepted and applied:\n${list(previous.accepted)}${mutedPart}`,
  );
}

export function namesBlock(names: string[]): string {
  return dataBlock('names', names.length ? names.join('\n') : '(none)');
}

/**
 * The frame of a reviewer prompt, laid out for providers' prefix caches: the system message and the
 * material are the same for every reviewer of a round, so the role, its rules and its task come last.
 * `scale` below 1 shortens the text under review to fit a small context.
 */
export function reviewPrompt(
  input: AssessInput,
  opts: { persona: string; rules: string[]; task: string; sections?: SectionText[]; extra?: string[] },
  scale = 1,
): Prompt {
  return {
    system: systemPrompt({ persona: 'a reviewer on a review panel', language: input.language, rules: FINDING_RULES }),
    prompt: [
      `Template: ${input.template}; stage: ${input.stageKey}.`,
      ...reviewFocus(input),
      '',
      'Text under review:',
      sectionsBlock(opts.sections ?? input.sections, input.language, scale),
      '',
      'Approved earlier stages (for consistency):',
      upstreamBlocks(input.upstream, scale),
      '',
      'Canonical names:',
      namesBlock(input.canonicalNames),
      ...reviewBibleLines(input, opts.sections ?? input.sections, scale),
      ...reviewSourceLines(input, opts.sections ?? input.sections, scale),
      '',
      'Decisions of earlier rounds:',
      previousBlock(input.previous, scale),
      ...(opts.extra ? ['', ...opts.extra] : []),
      '',
      `Your role: you are ${opts.persona}. Your rules, besides the ones above:`,
      ...opts.rules.map((r) => `- ${r}`),
      '',
      opts.task,
    ].join('\n'),
  };
}

/** The story bible entries the sections under review mention: a text that contradicts one is a finding. */
function reviewBibleLines(input: AssessInput, sections: SectionText[], scale: number): string[] {
  const block = bibleBlock(
    input.bible,
    sections.flatMap((s) => [s.title, s.goal, s.text]),
    scale,
  );
  return block ? ['', 'Story bible (the entries this text mentions; a contradiction is a finding):', block] : [];
}

/** A paper's sources, the ones the text cites first: a key none of them has, or a claim its source cannot carry, is a finding. */
function reviewSourceLines(input: AssessInput, sections: SectionText[], scale: number): string[] {
  const block = sourcesBlock(
    input.sources,
    sections.flatMap((s) => [s.title, s.goal, s.text]),
    scale,
  );
  return block
    ? ['', 'Sources of the paper (cited as [@key]; a key not listed here cites nothing, and is a finding):', block]
    : [];
}
