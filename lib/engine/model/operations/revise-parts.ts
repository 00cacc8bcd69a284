import { halve } from '../../../text/halve';
import type { EngineResult, ReviseInput, ReviseOutput, RevisionTask } from '../../types';
import { tasksBlock } from '../prompts/reviser';
import { tooLargeForOneRequest } from '../budget/fit';

// A revision too large for the model's context (or whose reply outgrows its cap) is done in parts: the
// section's text is halved at a paragraph break, each half revised with the tasks that concern it, and
// joined; or, when the task list is the bulk, the tasks are applied in two passes, one after the other.

/** Places a part's text in the whole section, for showing the section while a part is revised. */
export type ShowPart = (partText: string) => string;
type ReviseOnce = (input: ReviseInput, frame: ShowPart) => Promise<EngineResult<ReviseOutput>>;
const whole: ShowPart = (text) => text;

/** A section shorter than this is not split further. */
const MIN_PART_CHARS = 300;

export async function reviseInParts(
  input: ReviseInput,
  once: ReviseOnce,
  frame: ShowPart = whole,
): Promise<EngineResult<ReviseOutput>> {
  try {
    return await once(input, frame);
  } catch (error) {
    if (!tooLargeForOneRequest(error)) throw error;
    const text = input.section.text;
    const tasksAreBulk = input.tasks.length > 1 && tasksBlock(input).length > text.length;
    if (!tasksAreBulk && text.length >= 2 * MIN_PART_CHARS) return reviseHalves(input, once, frame);
    if (input.tasks.length > 1) return reviseInPasses(input, once, frame);
    throw error;
  }
}

/** Each half with its anchored tasks and every whole-section task; a half no task concerns stays as it is. */
async function reviseHalves(
  input: ReviseInput,
  once: ReviseOnce,
  frame: ShowPart,
): Promise<EngineResult<ReviseOutput>> {
  const halves = halve(input.section.text);
  const sentTo = new Map<string, number>();
  const unapplied = new Map<string, number>();
  const results: EngineResult<ReviseOutput>[] = [];
  const texts: string[] = [];
  for (const [i, part] of halves.entries()) {
    const tasks = input.tasks.filter((t) => concerns(t, part, halves));
    if (!tasks.length) {
      texts.push(part);
      continue;
    }
    const share = part.length / Math.max(1, input.section.text.length);
    const section = {
      ...input.section,
      text: part,
      targetLength: Math.max(1, Math.round(input.section.targetLength * share)),
    };
    const done = [...texts];
    const inPlace = (t: string) => frame([...done, t, ...halves.slice(i + 1)].join('\n\n'));
    const result = await reviseInParts({ ...input, section, tasks }, once, inPlace);
    results.push(result);
    texts.push(result.value.text.trim());
    for (const t of tasks) sentTo.set(t.suggestionId, (sentTo.get(t.suggestionId) ?? 0) + 1);
    for (const id of result.value.unapplied) unapplied.set(id, (unapplied.get(id) ?? 0) + 1);
  }
  // A task counts as unapplied only where every part it went to says so.
  const stillOpen = [...unapplied].filter(([id, n]) => n === sentTo.get(id)).map(([id]) => id);
  return joined(results, { text: texts.join('\n\n'), unapplied: stillOpen });
}

/** The first half of the tasks, then the rest on the text the first pass returned. */
async function reviseInPasses(
  input: ReviseInput,
  once: ReviseOnce,
  frame: ShowPart,
): Promise<EngineResult<ReviseOutput>> {
  const middle = Math.ceil(input.tasks.length / 2);
  const first = await reviseInParts({ ...input, tasks: input.tasks.slice(0, middle) }, once, frame);
  const section = { ...input.section, text: first.value.text };
  const second = await reviseInParts({ ...input, section, tasks: input.tasks.slice(middle) }, once, frame);
  const unapplied = [...new Set([...first.value.unapplied, ...second.value.unapplied])];
  return joined([first, second], { text: second.value.text, unapplied });
}

/** A task anchored in the other half does not concern this one; unanchored or unfound ones concern both. */
function concerns(task: RevisionTask, part: string, halves: [string, string]): boolean {
  const quote = task.anchor?.quote;
  if (!quote) return true;
  const inHalves = halves.map((h) => h.includes(quote));
  if (!inHalves.some(Boolean)) return true;
  return part.includes(quote);
}

function joined(results: EngineResult<ReviseOutput>[], value: ReviseOutput): EngineResult<ReviseOutput> {
  return {
    value,
    usage: {
      inputTokens: results.reduce((n, r) => n + r.usage.inputTokens, 0),
      outputTokens: results.reduce((n, r) => n + r.usage.outputTokens, 0),
    },
    engine: 'model',
    model: results.at(-1)?.model ?? 'unknown',
  };
}
