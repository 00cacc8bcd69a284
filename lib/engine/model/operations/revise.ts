import { applyEdits } from '../../../text/apply-edits';
import { countWords } from '../../../text/count';
import { PASSAGE_EDIT_TYPE } from '../../../workflow/passage-commands';
import { applyEdits as applyPlannedEdits } from '../../offline/fixes/edit';
import { planEdits } from '../../offline/revise';
import type { CallContext, EngineResult, ReviseInput, ReviseOutput, RevisionTask } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { modelFor } from '../config';
import { addUsage } from './parallel';
import { reviserPrompt, type RevisionMode } from '../prompts/reviser';
import { revisionSchema, type Revision } from '../schemas/revision';
import { reviseInParts, type ShowPart } from './revise-parts';
import { revisionSoFar } from './revision-so-far';

/** The reply a revision asks for; its cap sized by the longer of target and text when the whole section comes back. */
export function revisionReply(input: ReviseInput, mode: RevisionMode = 'whole') {
  return {
    role: 'reviser' as const,
    json: { schema: revisionSchema, name: 'revision' },
    language: input.language,
    proseField: mode === 'whole' ? Math.max(input.section.targetLength, countWords(input.section.text)) : undefined,
  };
}

/**
 * Local fixes come back as edits: every task quotes a passage that is still in the section. A task
 * about the whole section asks for the whole section.
 */
const revisionModeOf = (input: ReviseInput): RevisionMode =>
  !input.wholeSection &&
  input.tasks.length > 0 &&
  input.tasks.every((t) => t.anchor && input.section.text.includes(t.anchor.quote))
    ? 'edits'
    : 'whole';

/** The new section a reply describes, or null when its edits cannot all be applied where they say. */
export function revisedText(before: string, reply: Revision): string | null {
  if (reply.text) return reply.text;
  const applied = applyEdits(before, reply.edits);
  return applied.failed.length ? null : applied.text;
}

/** Tasks that carry their exact replacement: a passage command's, or a continuity fix's. */
const isExact = (t: RevisionTask) => t.type === PASSAGE_EDIT_TYPE || t.replacement !== undefined;

/**
 * The new text of one section from its task list and what it must keep. Tasks that carry their exact
 * replacement are applied as they are, and the model is asked only for the other tasks (not at all
 * when there are none), in parts when they do not fit the context. A continuity fix whose passage
 * has moved goes to the model, which is told its exact words.
 */
export async function revise(
  input: ReviseInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<ReviseOutput>> {
  const exact = input.tasks.filter(isExact);
  const once = (part: ReviseInput, frame: ShowPart) => reviseWithModel(part, deps, ctx, frame);
  if (!exact.length) return reviseInParts(input, once);
  const planned = planEdits(input, exact);
  const text = applyPlannedEdits(input.section.text, planned.edits);
  const retried = new Set(
    exact
      .filter((t) => t.type !== PASSAGE_EDIT_TYPE && planned.unapplied.includes(t.suggestionId))
      .map((t) => t.suggestionId),
  );
  const rest = input.tasks.filter((t) => !isExact(t) || retried.has(t.suggestionId));
  const unapplied = planned.unapplied.filter((id) => !retried.has(id));
  if (!rest.length)
    return {
      value: { text, unapplied },
      usage: { inputTokens: 0, outputTokens: 0 },
      engine: 'model',
      model: modelFor(deps.config, 'reviser', ctx?.models),
    };
  const result = await reviseInParts({ ...input, section: { ...input.section, text }, tasks: rest }, once);
  return { ...result, value: { ...result.value, unapplied: [...unapplied, ...result.value.unapplied] } };
}

/**
 * Edits are asked for first, so a two-word fix costs two words of output; the whole section is asked
 * for when the tasks restructure it, or when an edit does not fit the text (its passage is missing,
 * repeated or overlaps another). With `ctx.live`, the reply streams and the section shows it as it forms.
 */
async function reviseWithModel(
  input: ReviseInput,
  deps: CallDeps,
  ctx: CallContext | undefined,
  frame: ShowPart,
): Promise<EngineResult<ReviseOutput>> {
  const live = ctx?.live;
  const onPartial =
    live &&
    ((value: unknown, complete: boolean) => live.show(frame(revisionSoFar(input.section.text, value, complete))));
  const ask = (mode: RevisionMode) =>
    callModel({ ...revisionReply(input, mode), label: 'reviser', ...reviserPrompt(input, mode), onPartial }, deps, ctx);
  const first = await ask(revisionModeOf(input));
  const firstText = revisedText(input.section.text, first.value);
  const second = firstText === null ? await ask('whole') : null;
  const reply = second ?? first;
  const text = firstText ?? revisedText(input.section.text, reply.value);
  return {
    value:
      text === null
        ? // Nothing fits the text even as a whole: the section stays, and every task is left to the author.
          { text: input.section.text, unapplied: input.tasks.map((t) => t.suggestionId) }
        : { text, unapplied: knownTaskIds(reply.value.unapplied, input) },
    usage: second ? addUsage(first.usage, second.usage) : first.usage,
    engine: 'model',
    model: reply.model,
  };
}

/** Ids the model made up are dropped: "unapplied" may only name tasks it was given. */
function knownTaskIds(ids: string[], input: ReviseInput): string[] {
  const known = new Set(input.tasks.map((t) => t.suggestionId));
  return [...new Set(ids.filter((id) => known.has(id)))];
}
