import type { Engine } from '../engine/types';
import { rewriteConfigFor } from './request';
import type { ClarificationItem, RewriteRequest } from './types';

/**
 * The clarification questions the engine proposes for a request, as a clarifications file to fill
 * in: each with an empty answer. Questions the request already holds are not proposed again.
 */
export async function proposedClarifications(request: RewriteRequest, engine: Engine): Promise<ClarificationItem[]> {
  const config = rewriteConfigFor(request);
  if (!config.ok) throw new Error(config.message);
  const { value } = await engine.proposeQuestions({
    document: config.value.originalDocument,
    language: config.value.language,
    goal: config.value.goal,
    asked: config.value.clarifications.map((c) => c.question),
  });
  return value.map((q) => ({ question: q.question, answer: '' }));
}
