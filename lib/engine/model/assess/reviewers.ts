import type { AssessInput, CallContext } from '../../types';
import type { CallDeps } from '../call/call-model';
import { blueTeamPrompt } from '../prompts/blue-team';
import { clientPrompt } from '../prompts/client';
import { globalReviewPrompt } from '../prompts/global-review';
import { redTeamPrompt } from '../prompts/red-team';
import { sectionReviewPrompt } from '../prompts/section-review';
import { voiceReviewPrompt } from '../prompts/voice-review';
import { blueTeamSchema } from '../schemas/blue-team';
import { clientSchema } from '../schemas/client';
import { redTeamSchema } from '../schemas/red-team';
import { globalReviewSchema, sectionReviewSchema } from '../schemas/scored-review';
import { voiceSchema } from '../schemas/voice';
import {
  blueTeamFindings,
  blueTeamKeep,
  clientFindings,
  globalReviewFindings,
  globalRewriteFinding,
  redTeamFindings,
  scoredReview,
  sectionReviewFindings,
  voiceFindings,
} from './panel';
import { reviewInParts, type ReviewerOutcome, type ReviewerSpec } from './review-in-parts';

export const PANEL_ROLES = ['red', 'blue', 'client', 'section', 'global', 'voice'] as const;
export type PanelRole = (typeof PANEL_ROLES)[number];

type Job = (signal: AbortSignal) => Promise<ReviewerOutcome>;
type Reviewer = (input: AssessInput, deps: CallDeps, ctx: CallContext) => Job;

const reviewerOf =
  <T>(spec: ReviewerSpec<T>): Reviewer =>
  (input, deps, ctx) =>
  (signal) =>
    reviewInParts(spec, input, deps, { ...ctx, signal });

const none = { keep: [], rewriteAll: false };

/** The reviewers that read the text asked for in one call (in parts where it does not fit). */
const WHOLE_TEXT_REVIEWERS: Record<Exclude<PanelRole, 'section'>, Reviewer> = {
  red: reviewerOf({
    panel: 'red',
    prompt: redTeamPrompt,
    schema: redTeamSchema,
    read: (v) => ({ ...none, findings: redTeamFindings(v) }),
  }),
  blue: reviewerOf({
    panel: 'blue',
    prompt: blueTeamPrompt,
    schema: blueTeamSchema,
    read: (v) => ({ ...none, findings: blueTeamFindings(v), keep: blueTeamKeep(v) }),
  }),
  client: reviewerOf({
    panel: 'client',
    prompt: clientPrompt,
    schema: clientSchema,
    read: (v) => ({ ...none, findings: clientFindings(v) }),
  }),
  voice: reviewerOf({
    panel: 'voice',
    prompt: voiceReviewPrompt,
    schema: voiceSchema,
    read: (v) => ({ ...none, findings: voiceFindings(v) }),
  }),
  global: reviewerOf({
    panel: 'global',
    prompt: globalReviewPrompt,
    schema: globalReviewSchema,
    read: (v) => ({
      ...none,
      findings: [...globalReviewFindings(v), ...(v.verdict === 'rewrite' ? [globalRewriteFinding(v)] : [])],
      rewriteAll: v.verdict === 'rewrite',
      scored: scoredReview(v, null),
    }),
  }),
};

/** The section reviewer reads one section a call: its findings and scores are that section's. */
const sectionReviewer = (sectionId: string): Reviewer =>
  reviewerOf({
    panel: 'section',
    prompt: sectionReviewPrompt,
    schema: () => sectionReviewSchema,
    read: (v) => ({ ...none, findings: sectionReviewFindings(v, sectionId), scored: scoredReview(v, sectionId) }),
  });

/** The model calls of the panel roles asked for: one per role, the section reviewer once per section. */
export function panelJobs(input: AssessInput, roles: PanelRole[], deps: CallDeps, ctx: CallContext): Job[] {
  return roles.flatMap((role): Job[] =>
    role === 'section'
      ? input.sections.map((s) => sectionReviewer(s.id)({ ...input, sections: [s] }, deps, ctx))
      : [WHOLE_TEXT_REVIEWERS[role](input, deps, ctx)],
  );
}
