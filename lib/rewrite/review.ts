import type { AssessOutput, CallContext, Engine, SuggestionDraft } from '../engine/types';
import { countByPriority, fingerprintSuggestion, sameFingerprintSet, selectAccepted } from '../workflow/loop';
import { stageOf } from '../workflow/templates';
import type { Outline } from './outline';
import { patchSections, tasksBySection, toSectionText } from './patch';
import type { Tally } from './tally';
import type { ReviewOutcome, ReviewRound, ReviewStopReason, RewriteProgress, RewriteSection } from './types';

/** Seed 004 caps the review-and-patch loop at three rounds so a stubborn reviewer cannot loop forever. */
export const MAX_REVIEW_ROUNDS = 3;

export interface ReviewOptions {
  language: 'en' | 'zh';
  outline: Outline;
  tally: Tally;
  maxRounds?: number;
  progress?: RewriteProgress;
  ctx?: CallContext;
}

const fingerprints = (suggestions: readonly SuggestionDraft[]) =>
  suggestions.map((s) => fingerprintSuggestion({ ...s, quote: s.anchor?.quote ?? null }));

/**
 * Stage three: assess the whole draft with the review stage's panel, patch the sections the
 * high- and medium-priority suggestions name, re-assess. Stops at the first of: nothing high or
 * medium left ("clean"); the patch changed no text ("unchanged"); the same suggestions as the round
 * before ("repeated"); more high-priority findings after patching ("regressed": that patch is
 * undone); `maxRounds` patches made ("max_rounds"). Never more than MAX_REVIEW_ROUNDS patches.
 */
export async function reviewAndPatch(
  engine: Engine,
  draft: readonly RewriteSection[],
  options: ReviewOptions,
): Promise<{ sections: RewriteSection[]; outcome: ReviewOutcome }> {
  const maxRounds = Math.min(MAX_REVIEW_ROUNDS, Math.max(1, options.maxRounds ?? MAX_REVIEW_ROUNDS));
  const roles = stageOf('rewrite', 'review').reviewers;
  const memory = { accepted: [] as { role: string; summary: string }[], rejected: [] };
  const assess = async (sections: readonly RewriteSection[]): Promise<AssessOutput> =>
    options.tally.take(
      await engine.assess(
        { template: 'rewrite', stageKey: 'review', language: options.language, roles, sections: sections.map(toSectionText), upstream: { outline: options.outline }, canonicalNames: [], previous: memory },
        options.ctx,
      ),
    );

  let sections = [...draft];
  let current = await assess(sections);
  let previous: string[] | null = null;
  const rounds: ReviewRound[] = [];
  const finish = (stopReason: ReviewStopReason) => ({ sections, outcome: { rounds, stopReason, remaining: current.suggestions } });

  for (let round = 1; ; round++) {
    const accepted = selectAccepted(current.suggestions);
    if (accepted.length === 0) return finish('clean');
    if (round > maxRounds) return finish('max_rounds');
    if (previous && sameFingerprintSet(previous, fingerprints(accepted))) return finish('repeated');

    const counts = countByPriority(current.suggestions);
    const tasks = tasksBySection(sections, accepted, current.globalScope, round);
    options.progress?.onRound?.({ round, counts, accepted: accepted.length, sections: [...tasks.keys()] });
    const keep = current.keepAsIs.map((k) => k.aspect);
    const patched = await patchSections(engine, options.language, sections, tasks, { keep, round, tally: options.tally, progress: options.progress, ctx: options.ctx });
    const record: ReviewRound = { number: round, counts, accepted: accepted.length, revised: patched.revised, changed: patched.changed, rolledBack: false };
    rounds.push(record);
    memory.accepted.push(...accepted.map((s) => ({ role: s.role, summary: s.summary })));
    if (patched.changed.length === 0) return finish('unchanged');

    const next = await assess(patched.sections);
    if (countByPriority(next.suggestions).high > counts.high) {
      record.rolledBack = true;
      return finish('regressed');
    }
    previous = fingerprints(accepted);
    sections = patched.sections;
    current = next;
  }
}
