import type { AssessOutput, CallContext, Engine, SuggestionDraft } from '../engine/types';
import {
  countByPriority,
  driveLoop,
  fingerprintSuggestion,
  revisionTasksBySection,
  selectAccepted,
  type AssessmentSummary,
  type StopReason,
} from '../workflow/loop';
import { stageOf } from '../workflow/templates';
import type { Outline } from './outline';
import { patchSections, toSectionText } from './patch';
import type { Tally } from './tally';
import type { ReviewOutcome, ReviewRound, ReviewStopReason, RewriteProgress, RewriteSection } from './types';

/** Seed 004 caps the review-and-patch loop at three rounds so a stubborn reviewer cannot loop forever. */
const MAX_REVIEW_ROUNDS = 3;
/** Seed 004 patches what is high or medium, and the loop goes on while any of it is left. */
const PATCHED = ['high', 'medium'] as const;

export interface ReviewOptions {
  language: 'en' | 'zh';
  outline: Outline;
  tally: Tally;
  maxRounds?: number;
  progress?: RewriteProgress;
  ctx?: CallContext;
}

const summarise = (suggestions: readonly SuggestionDraft[]): AssessmentSummary => ({
  counts: countByPriority(suggestions),
  fingerprints: suggestions.map((s) => fingerprintSuggestion({ ...s, quote: s.anchor?.quote ?? null })),
});

/** The domain's stop reasons in the command's words: a loop with nothing left to patch ended "clean". */
const reviewStop = (reason: StopReason): ReviewStopReason =>
  reason === 'no_suggestions' || reason === 'no_high_priority' ? 'clean' : (reason as ReviewStopReason);

/**
 * Stage three: assess the whole draft with the review stage's panel, patch the sections the high- and
 * medium-priority suggestions name, re-assess — driven by the same loop rules as the app's auto mode
 * (lib/workflow/loop), at most MAX_REVIEW_ROUNDS patches. A patch that leaves more high-priority
 * findings is undone; one that changed no text ends the loop.
 */
export async function reviewAndPatch(
  engine: Engine,
  draft: readonly RewriteSection[],
  options: ReviewOptions,
): Promise<{ sections: RewriteSection[]; outcome: ReviewOutcome }> {
  const maxRounds = Math.min(MAX_REVIEW_ROUNDS, Math.max(1, options.maxRounds ?? MAX_REVIEW_ROUNDS));
  const roles = stageOf('rewrite', 'review').reviewers;
  const memory = { accepted: [] as { role: string; summary: string }[], rejected: [] };
  let sections = [...draft];
  let before = sections;
  let current: AssessOutput | null = null;
  let assessedBefore: AssessOutput | null = null;
  let unchanged = false;
  const rounds: ReviewRound[] = [];

  const driven = await driveLoop(
    {
      assess: async () => {
        if (current && unchanged) return { summary: summarise(current.suggestions), tokens: 0 };
        const input = {
          template: 'rewrite' as const,
          stageKey: 'review',
          language: options.language,
          roles,
          sections: sections.map(toSectionText),
          upstream: { outline: options.outline },
          canonicalNames: [],
          previous: memory,
        };
        current = options.tally.take(await engine.assess(input, options.ctx));
        return { summary: summarise(current.suggestions), tokens: 0 };
      },
      revise: async (round) => {
        const assessed = current!;
        const accepted = selectAccepted(assessed.suggestions, PATCHED).map((s, i) => ({
          ...s,
          id: `r${round}-${i + 1}`,
        }));
        const tasks = revisionTasksBySection(
          accepted,
          sections.map((s) => s.key),
          assessed.globalScope,
        );
        const counts = countByPriority(assessed.suggestions);
        options.progress?.onRound?.({ round, counts, accepted: accepted.length, sections: [...tasks.keys()] });
        const keep = assessed.keepAsIs.map((k) => k.aspect);
        const patched = await patchSections(engine, options.language, sections, tasks, {
          keep,
          round,
          tally: options.tally,
          progress: options.progress,
          ctx: options.ctx,
        });
        rounds.push({
          number: round,
          counts,
          accepted: accepted.length,
          revised: patched.revised,
          changed: patched.changed,
          rolledBack: false,
        });
        memory.accepted.push(...accepted.map((s) => ({ role: s.role, summary: s.summary })));
        before = sections;
        assessedBefore = assessed;
        sections = patched.sections;
        unchanged = patched.changed.length === 0;
        return { tokens: 0, changed: !unchanged };
      },
      stop: async (reason) => {
        if (reason !== 'regressed') return;
        rounds[rounds.length - 1].rolledBack = true;
        sections = before;
        current = assessedBefore;
      },
    },
    { maxRounds, accept: [...PATCHED], continueOn: [...PATCHED] },
  );
  return { sections, outcome: { rounds, stopReason: reviewStop(driven.reason), remaining: current!.suggestions } };
}
