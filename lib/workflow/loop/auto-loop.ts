import { selectAccepted } from './accept-policy';
import { summariseAssessment } from './assessment';
import { loopSettings, type LoopSettingsInput } from './settings';
import { decideStop } from './stop-rules';
import type { AssessmentSummary, LoopSuggestion, StopReason } from './types';

// A synchronous model of auto mode (DESIGN §4) for property tests; the job runner mirrors its steps.

export type AssessFn<C, S extends LoopSuggestion = LoopSuggestion> = (content: C, round: number) => { suggestions: S[]; tokens: number };
export type ReviseFn<C, S extends LoopSuggestion = LoopSuggestion> = (content: C, accepted: S[], round: number) => { content: C; tokens: number };

export interface SimulatedRound<C, S extends LoopSuggestion = LoopSuggestion> {
  number: number;
  input: C;
  suggestions: S[];
  assessment: AssessmentSummary;
  accepted: S[];
  /** False for a round that stopped at its first assessment. */
  revised: boolean;
  output: C;
  /** The re-assessment after revising; it opens the next round, so it is not repeated there. */
  after: AssessmentSummary | null;
  rolledBack: boolean;
  tokens: number;
  stopReason: StopReason | null;
}

export interface AutoLoopResult<C, S extends LoopSuggestion = LoopSuggestion> {
  content: C;
  rounds: SimulatedRound<C, S>[];
  stopReason: StopReason;
  tokensUsed: number;
}

export interface AutoLoopStart<C> {
  initial: C;
  /** Asked at every decision point (1-based count of assessments made): has the author pressed stop? */
  stopRequested?: (assessments: number) => boolean;
}

export function runAutoLoop<C, S extends LoopSuggestion = LoopSuggestion>(
  assess: AssessFn<C, S>,
  revise: ReviseFn<C, S>,
  settingsInput: LoopSettingsInput,
  start: AutoLoopStart<C>,
): AutoLoopResult<C, S> {
  const settings = loopSettings(settingsInput);
  let content = start.initial;
  let current = assess(content, 1);
  let tokensUsed = current.tokens;
  const assessments: AssessmentSummary[] = [summariseAssessment(current.suggestions)];
  const rounds: SimulatedRound<C, S>[] = [];

  for (;;) {
    const stopRequested = settings.stopRequested || (start.stopRequested?.(assessments.length) ?? false);
    const reason = decideStop({ assessments, tokensUsed }, { ...settings, stopRequested });
    if (reason) {
      // A stop right after the first assessment still leaves a round on record; later stops belong to the last round.
      if (rounds.length === 0) {
        const assessment = assessments[0];
        const opening = { number: 1, input: content, suggestions: current.suggestions, assessment, accepted: [], revised: false };
        rounds.push({ ...opening, output: content, after: null, rolledBack: false, tokens: current.tokens, stopReason: null });
      }
      const last = rounds[rounds.length - 1];
      if (reason === 'regressed') {
        last.rolledBack = true;
        content = last.input;
      }
      last.stopReason = reason;
      return { content, rounds, stopReason: reason, tokensUsed };
    }

    const number = rounds.length + 1;
    const opening = { number, input: content, suggestions: current.suggestions, assessment: assessments[assessments.length - 1] };
    const accepted = selectAccepted(current.suggestions, settings.accept);
    const openingTokens = number === 1 ? current.tokens : 0;
    // Nothing accepted leaves the content as it was, so its assessment stands and the "repeated" rule ends the loop.
    const revision = accepted.length ? revise(content, accepted, number) : { content, tokens: 0 };
    const next = accepted.length ? assess(revision.content, number + 1) : { suggestions: current.suggestions, tokens: 0 };
    tokensUsed += revision.tokens + next.tokens;
    const after = summariseAssessment(next.suggestions);
    rounds.push({
      ...opening,
      accepted,
      revised: accepted.length > 0,
      output: revision.content,
      after,
      rolledBack: false,
      tokens: openingTokens + revision.tokens + next.tokens,
      stopReason: null,
    });
    assessments.push(after);
    content = revision.content;
    current = next;
  }
}
