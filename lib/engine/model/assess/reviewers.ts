import type { z } from 'zod';
import type { AssessInput, CallContext, Language, ModelRole, Usage } from '../../types';
import { callModel, type CallDeps } from '../call';
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
import type { ScoredReview } from '../../../workflow/section-scores';
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

function reviewer<T>(
  panel: string,
  prompt: (scale?: number) => Prompt,
  schema: z.ZodType<T>,
  read: (value: T) => Omit<ReviewerOutcome, 'usage' | 'model'>,
  deps: CallDeps,
  ctx: CallContext,
  language: Language,
): Job {
  const role: ModelRole = 'reviewer';
  return async (signal) => {
    const r = await callModel(
      {
        role,
        label: `reviewer:${panel}`,
        ...prompt(),
        refit: prompt,
        json: { schema, name: `${panel}_review` },
        language,
      },
      deps,
      { ...ctx, signal },
    );
    return { ...read(r.value), usage: r.usage, model: r.model };
  };
}

const none = { keep: [], rewriteAll: false };

/** The model calls of the panel roles asked for: one per role, the section reviewer once per section. */
export function panelJobs(input: AssessInput, roles: PanelRole[], deps: CallDeps, ctx: CallContext): Job[] {
  const ids = input.sections.map((s) => s.id);
  return roles.flatMap((role): Job[] => {
    switch (role) {
      case 'red':
        return [
          reviewer(
            'red',
            (scale) => redTeamPrompt(input, scale),
            redTeamSchema(ids),
            (v) => ({ ...none, findings: redTeamFindings(v) }),
            deps,
            ctx,
            input.language,
          ),
        ];
      case 'blue':
        return [
          reviewer(
            'blue',
            (scale) => blueTeamPrompt(input, scale),
            blueTeamSchema(ids),
            (v) => ({ ...none, findings: blueTeamFindings(v), keep: blueTeamKeep(v) }),
            deps,
            ctx,
            input.language,
          ),
        ];
      case 'client':
        return [
          reviewer(
            'client',
            (scale) => clientPrompt(input, scale),
            clientSchema(ids),
            (v) => ({ ...none, findings: clientFindings(v) }),
            deps,
            ctx,
            input.language,
          ),
        ];
      case 'global':
        return [
          reviewer(
            'global',
            (scale) => globalReviewPrompt(input, scale),
            globalReviewSchema(ids),
            (v) => ({
              ...none,
              findings: [...globalReviewFindings(v), ...(v.verdict === 'rewrite' ? [globalRewriteFinding(v)] : [])],
              rewriteAll: v.verdict === 'rewrite',
              scored: scoredReview(v, null),
            }),
            deps,
            ctx,
            input.language,
          ),
        ];
      case 'section':
        return input.sections.map((s) =>
          reviewer(
            'section',
            (scale) => sectionReviewPrompt(input, s, scale),
            sectionReviewSchema,
            (v) => ({ ...none, findings: sectionReviewFindings(v, s.id), scored: scoredReview(v, s.id) }),
            deps,
            ctx,
            input.language,
          ),
        );
    }
  });
}
