import type { RevisionTask, VariantsInput } from '../types';
import { PROSE_CHECKS, checkInputFor } from './checks';
import type { Finding } from './checks/types';
import { applyEdits } from './fixes/edit';
import { planEdits } from './revise';
import { MECHANICAL_TYPES } from './revise/mechanical-edit';

type Subset = (task: RevisionTask) => boolean;

// Each alternative is an honest, different edit of the text: which mechanical fixes it makes.
const SUBSETS: Subset[] = [
  () => true,
  (t) => t.type !== 'long-sentence',
  (t) => t.type !== 'filler' && t.type !== 'hedging',
  (t) => t.priority !== 'low',
  (t) => t.type === 'name-drift' || t.type === 'repeated-word',
];

function taskFromFinding(f: Finding, i: number): RevisionTask {
  return {
    suggestionId: `lint-${i}`,
    instruction: f.summary,
    expected: f.expected,
    priority: f.priority,
    anchor: f.anchor,
    type: f.type,
  };
}

/** Without mechanical tasks to choose from, the lint checks supply them. */
function candidateTasks(input: VariantsInput): RevisionTask[] {
  const given = input.tasks.filter((t) => MECHANICAL_TYPES.has(t.type));
  if (given.length > 0) return given;
  const checkInput = checkInputFor(input.section, {
    fallbackLanguage: input.language,
    template: 'story',
    canonicalNames: input.canonicalNames,
  });
  return PROSE_CHECKS.flatMap((check) => check(checkInput))
    .filter((f) => MECHANICAL_TYPES.has(f.type))
    .map(taskFromFinding);
}

/**
 * Up to `count` distinct alternatives, each applying a different subset of the mechanical fixes.
 * When no fix applies, the only honest alternative is the text itself.
 */
export function variantsOffline(input: VariantsInput): string[] {
  if (input.count <= 0) return [];
  const original = input.section.text;
  const tasks = candidateTasks(input);
  const texts: string[] = [];
  for (const subset of SUBSETS) {
    if (texts.length >= input.count) break;
    const { edits } = planEdits(input, tasks.filter(subset));
    const text = applyEdits(original, edits);
    if (text !== original && !texts.includes(text)) texts.push(text);
  }
  return texts.length > 0 ? texts : [original];
}
