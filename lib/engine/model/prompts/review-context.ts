import type { AssessInput, ReviewDecisionMemory, SectionText } from '../../types';
import type { Prompt } from './artifact-base';
import { upstreamBlocks } from './context';
import { reviewFocus } from './review-focus';
import { lengthPhrase, systemPrompt } from './system';
import { dataBlock } from './untrusted';

/** Rules every reviewer of the panel follows: concrete findings, no repeats of settled points. */
export const FINDING_RULES = [
  'Every finding is concrete: the section id, the exact words it is about copied verbatim into "quote" (a short passage from that section, no paraphrase, no ellipsis), the gap (what exactly is missing or wrong there) and the expected result (what the fixed text must contain or do, specific enough to check).',
  '"quote" may be empty only when the finding concerns a whole section or the whole document.',
  'Vague findings such as "lacks depth", "could be more engaging" or "needs improvement" are not acceptable: say where, what, and what instead.',
  'Do not raise again points the author rejected in earlier rounds (the <previous> block); do not repeat accepted points unless the text still has the problem.',
  'Names listed in the <names> block must be spelled exactly so; a different spelling is a finding.',
  'If nothing is worth improving, return empty lists. Never invent problems to fill a quota.',
];

export function sectionsBlock(sections: SectionText[], language: AssessInput['language']): string {
  return sections
    .map((s) =>
      dataBlock('section', s.text, {
        id: s.id,
        title: s.title,
        goal: s.goal,
        target: lengthPhrase(s.targetLength, language),
      }),
    )
    .join('\n\n');
}

export function previousBlock(previous: ReviewDecisionMemory): string {
  const list = (items: { role: string; summary: string }[]) =>
    items.length ? items.map((i) => `- [${i.role}] ${i.summary}`).join('\n') : '(none)';
  return dataBlock(
    'previous',
    `Rejected by the author (do not raise again):\n${list(previous.rejected)}\n\nAccepted and applied:\n${list(previous.accepted)}`,
  );
}

export function namesBlock(names: string[]): string {
  return dataBlock('names', names.length ? names.join('\n') : '(none)');
}

/** The frame of a reviewer prompt: role-specific rules and task around the shared material. */
export function reviewPrompt(
  input: AssessInput,
  opts: { persona: string; rules: string[]; task: string; sections?: SectionText[]; extra?: string[] },
): Prompt {
  return {
    system: systemPrompt({ persona: opts.persona, language: input.language, rules: [...opts.rules, ...FINDING_RULES] }),
    prompt: [
      opts.task,
      '',
      `Template: ${input.template}; stage: ${input.stageKey}.`,
      ...reviewFocus(input),
      '',
      'Text under review:',
      sectionsBlock(opts.sections ?? input.sections, input.language),
      '',
      'Approved earlier stages (for consistency):',
      upstreamBlocks(input.upstream),
      '',
      'Canonical names:',
      namesBlock(input.canonicalNames),
      '',
      'Decisions of earlier rounds:',
      previousBlock(input.previous),
      ...(opts.extra ? ['', ...opts.extra] : []),
    ].join('\n'),
  };
}
