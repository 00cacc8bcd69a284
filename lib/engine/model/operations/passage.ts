import { countWords } from '../../../text/count';
import { passageTarget } from '../../../workflow/passage-commands';
import type { CallContext, EngineResult, PassageInput } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { passagePrompt } from '../prompts/passage';

/** A continuation follows the passage after a space (English) or directly (Chinese). */
function joinContinuation(passage: string, continuation: string): string {
  if (/\s$/.test(passage) || /^[\p{Script=Han}，。！？、；：“”]/u.test(continuation)) return passage + continuation;
  return `${passage} ${continuation}`;
}

/**
 * A command on a selected passage as prose: the output cap follows from the length asked for, a share
 * of the passage's own length. The reply replaces the passage; a continuation is added after it.
 */
export async function passage(
  input: PassageInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<{ text: string }>> {
  const { command } = input.request;
  const target = passageTarget(command, countWords(input.passage));
  const { system, prompt } = passagePrompt(input, target);
  const result = await callModel<string>(
    { role: 'reviser', label: `reviser:${command}`, system, prompt, language: input.language, target },
    deps,
    ctx,
  );
  const reply = result.value.trim();
  const text = command === 'continue' ? joinContinuation(input.passage, reply) : reply;
  return { value: { text }, usage: result.usage, engine: 'model', model: result.model };
}
