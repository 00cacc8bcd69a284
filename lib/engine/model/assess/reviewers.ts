import type { z } from 'zod';
import { type AssessInput, type CallContext, type ModelRole, type Usage } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';
import { tooLargeForOneRequest } from '../budget/fit';
import { addUsage } from '../operations/parallel';
import type { Prompt } from '../prompts/artifact-base';
import { blueTeamPrompt } from '../prompts/blue-team';
import { clientPrompt } from '../prompts/client';
import { globalReviewPrompt } from '../prompts/global-review';
import { redTeamPrompt } from '../prompts/red-team';
import { sectionReviewPrompt } from '../prompts/section-review';
import { blueTeamSchema } from '../schemas/blue-team';
import { clientSchema } from '../schemas/client';
import { redTeamSchema } from '../schemas/red-team';
import { globalReviewSchema, sectionReviewSchema } from '../schemas/scored-review';
import { overallScore, type ScoredReview } from '../../../workflow/section-scores';
import type { Finding } from './findings';
import {
  blueTeamFindings,
  blueTeamKeep,
  clientFindings,
  globalReviewFindings,
  globalRewriteFinding,
  redTeamFindings,
  scoredReview,
  sectionReviewFindings,
} from './panel';

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

export const PANEL_ROLES = ['red', 'blue', 'client', 'section', 'global'] as const;
export type PanelRole = (typeof PANEL_ROLES)[number];

type Job = (signal: AbortSignal) => Promise<ReviewerOutcome>;

/** One reviewer of the panel for the sections of `input`: its prompt, reply schema and reading of the reply. */
interface ReviewerSpec<T> {
  panel: string;
  prompt: (input: AssessInput, scale?: number) => Prompt;
  schema: (ids: string[]) => z.ZodType<T>;
  read: (value: T) => Omit<ReviewerOutcome, 'usage' | 'model'>;
}

function reviewer<T>(spec: ReviewerSpec<T>, input: AssessInput, deps: CallDeps, ctx: CallContext): Job {
  return (signal) => reviewInParts(spec, input, deps, { ...ctx, signal });
}

async function reviewInParts<T>(
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

const none = { keep: [], rewriteAll: false };

/** The model calls of the panel roles asked for: one per role, the section reviewer once per section. */
export function panelJobs(input: AssessInput, roles: PanelRole[], deps: CallDeps, ctx: CallContext): Job[] {
  return roles.flatMap((role): Job[] => {
    switch (role) {
      case 'red':
        return [
          reviewer(
            {
              panel: 'red',
              prompt: redTeamPrompt,
              schema: redTeamSchema,
              read: (v) => ({ ...none, findings: redTeamFindings(v) }),
            },
            input,
            deps,
            ctx,
          ),
        ];
      case 'blue':
        return [
          reviewer(
            {
              panel: 'blue',
              prompt: blueTeamPrompt,
              schema: blueTeamSchema,
              read: (v) => ({ ...none, findings: blueTeamFindings(v), keep: blueTeamKeep(v) }),
            },
            input,
            deps,
            ctx,
          ),
        ];
      case 'client':
        return [
          reviewer(
            {
              panel: 'client',
              prompt: clientPrompt,
              schema: clientSchema,
              read: (v) => ({ ...none, findings: clientFindings(v) }),
            },
            input,
            deps,
            ctx,
          ),
        ];
      case 'global':
        return [
          reviewer(
            {
              panel: 'global',
              prompt: globalReviewPrompt,
              schema: globalReviewSchema,
              read: (v) => ({
                ...none,
                findings: [...globalReviewFindings(v), ...(v.verdict === 'rewrite' ? [globalRewriteFinding(v)] : [])],
                rewriteAll: v.verdict === 'rewrite',
                scored: scoredReview(v, null),
              }),
            },
            input,
            deps,
            ctx,
          ),
        ];
      case 'section':
        return input.sections.map((s) =>
          reviewer(
            {
              panel: 'section',
              prompt: sectionReviewPrompt,
              schema: () => sectionReviewSchema,
              read: (v) => ({ ...none, findings: sectionReviewFindings(v, s.id), scored: scoredReview(v, s.id) }),
            },
            { ...input, sections: [s] },
            deps,
            ctx,
          ),
        );
    }
  });
}
