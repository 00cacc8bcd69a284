import type { z } from 'zod';
import type { AssessInput, CallContext, ModelRole, Usage } from '../../types';
import { overallScore, type ScoredReview } from '../../../workflow/section-scores';
import { tooLargeForOneRequest } from '../budget/fit';
import { callModel, type CallDeps } from '../call/call-model';
import { addUsage } from '../operations/parallel';
import type { Prompt } from '../prompts/artifact-base';
import type { Finding } from './findings';

/** What one reviewer call contributes to the round. */
export interface ReviewerOutcome {
  findings: Finding[];
  keep: { aspect: string; reason: string }[];
  /** The global reviewer's "rewrite" verdict: every section needs work. */
  rewriteAll: boolean;
  /** The section or global reviewer's scores. */
  scored?: ScoredReview;
  usage: Usage;
  model: string;
}

/** One reviewer of the panel for the sections of `input`: its prompt, reply schema and reading of the reply. */
export interface ReviewerSpec<T> {
  panel: string;
  prompt: (input: AssessInput, scale?: number) => Prompt;
  schema: (ids: string[]) => z.ZodType<T>;
  read: (value: T) => Omit<ReviewerOutcome, 'usage' | 'model'>;
}

/** One reviewer's reading of `input`: one call, or halves of the sections where they do not fit together. */
export async function reviewInParts<T>(
  spec: ReviewerSpec<T>,
  input: AssessInput,
  deps: CallDeps,
  ctx: CallContext,
): Promise<ReviewerOutcome> {
  // Sections too long for the context together are reviewed in two halves, each in full; only a lone
  // section too long on its own is shortened (to its start and end) to fit.
  const splittable = input.sections.length > 1;
  const refit = splittable ? undefined : (scale: number) => spec.prompt(input, scale);
  try {
    const r = await callModel(
      {
        role: 'reviewer' satisfies ModelRole,
        label: `reviewer:${spec.panel}`,
        ...spec.prompt(input),
        refit,
        keepCompletePart: !splittable,
        json: { schema: spec.schema(input.sections.map((s) => s.id)), name: `${spec.panel}_review` },
        language: input.language,
      },
      deps,
      ctx,
    );
    return { ...spec.read(r.value), usage: r.usage, model: r.model };
  } catch (error) {
    if (!(splittable && tooLargeForOneRequest(error))) throw error;
    const middle = Math.ceil(input.sections.length / 2);
    const first = await reviewInParts(spec, { ...input, sections: input.sections.slice(0, middle) }, deps, ctx);
    const second = await reviewInParts(spec, { ...input, sections: input.sections.slice(middle) }, deps, ctx);
    return joinedOutcomes(first, second);
  }
}

/** Two halves' reviews as one: every finding, and the whole text scored as its weaker half. */
function joinedOutcomes(a: ReviewerOutcome, b: ReviewerOutcome): ReviewerOutcome {
  const weaker =
    a.scored && b.scored
      ? overallScore(a.scored.dimensions) <= overallScore(b.scored.dimensions)
        ? a.scored
        : b.scored
      : (a.scored ?? b.scored);
  return {
    findings: [...a.findings, ...b.findings],
    keep: [...a.keep, ...b.keep],
    rewriteAll: a.rewriteAll || b.rewriteAll,
    scored: weaker && {
      ...weaker,
      seriousIssues: (a.scored?.seriousIssues ?? 0) + (b.scored?.seriousIssues ?? 0),
      comment: [a.scored?.comment, b.scored?.comment].filter(Boolean).join(' '),
    },
    usage: addUsage(a.usage, b.usage),
    model: a.model || b.model,
  };
}
