import { z } from 'zod';
import type { CallContext, EngineResult, ProposedQuestion, ProposeQuestionsInput } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { clarifyPrompt, MAX_MODEL_QUESTIONS } from '../prompts/clarify';

const questionsSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().min(1).describe('One concrete question for the writer'),
        quote: z.string().describe('The words of the original the question is about'),
      }),
    )
    .max(MAX_MODEL_QUESTIONS),
});

/** The clarification questions a model would ask before rewriting the original (seed 004). */
export async function proposeQuestions(
  input: ProposeQuestionsInput,
  deps: CallDeps,
  ctx?: CallContext,
): Promise<EngineResult<ProposedQuestion[]>> {
  const { system, prompt } = clarifyPrompt(input);
  const result = await callModel(
    {
      role: 'planner',
      label: 'planner:questions',
      system,
      prompt,
      json: { schema: questionsSchema, name: 'questions' },
    },
    deps,
    ctx,
  );
  const asked = new Set(input.asked.map((q) => q.trim()));
  return {
    value: result.value.questions.filter((q) => !asked.has(q.question.trim())),
    usage: result.usage,
    engine: 'model',
    model: result.model,
  };
}
