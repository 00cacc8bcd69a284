import type { AssessInput } from '../../types';
import type { Prompt } from './artifact-base';
import { clip, scaled } from './context';
import { reviewPrompt } from './review-context';
import { dataBlock } from './untrusted';

export interface PanelFinding {
  id: string;
  role: string;
  sectionId: string | null;
  quote: string;
  issue: string;
  expected: string;
  priority: string;
}

/** The judge settles the panel: one list, duplicates merged, conflicts decided, order by priority. */
export function judgePrompt(
  input: AssessInput,
  findings: PanelFinding[],
  keep: { aspect: string; reason: string }[],
  scale = 1,
): Prompt {
  const findingText = findings
    .map(
      (f) =>
        `${f.id} [${f.role}, ${f.priority}] section=${f.sectionId ?? 'whole document'}\n  quote: ${f.quote || '(none)'}\n  issue: ${f.issue}\n  expected: ${f.expected}`,
    )
    .join('\n');
  const allKept = keep.length ? keep.map((k) => `- ${k.aspect}: ${k.reason}`).join('\n') : '(none)';
  const keepText = clip(allKept, scaled(allKept.length, scale));
  return reviewPrompt(
    input,
    {
      persona: 'the judge of a review panel',
      rules: [
        'Merge findings that describe the same problem into one improvement and list all their ids in "sources".',
        'Drop findings that are vague, wrong about the text, or contradict the strengths to keep unless the problem outweighs them; settle every disagreement in "conflicts".',
        'Re-rank priorities across the panel: high only for what is wrong, missing or blocks a goal.',
        'Keep the quote of the best source finding (it must be exact words of the section text).',
        'For improvements about the whole document (section null), name in "reviseSections" the section ids that must change to fix them, or "all".',
      ],
      task: "Settle the panel's findings below into one prioritised list of improvements.",
      extra: [
        'Findings of the panel:',
        dataBlock('reviews', findingText || '(the panel found nothing)'),
        '',
        'Strengths the blue team asked to keep:',
        dataBlock('keep', keepText),
      ],
    },
    scale,
  );
}
