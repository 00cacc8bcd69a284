import {
  driveLoop,
  loopSettings,
  selectAccepted,
  summariseAssessment,
  type AssessmentSummary,
  type LoopSettingsInput,
  type LoopSuggestion,
  type StopReason,
} from '@/lib/workflow/loop';

// The loop driver over an in-memory "document" (a number): the rules can be checked for any panel
// behaviour without a database. A revision that accepts nothing leaves the content as it was, and the
// unchanged content is not assessed again (its assessment stands), as the rewrite command does.

export type AssessFn = (content: number, round: number) => { suggestions: LoopSuggestion[]; tokens: number };
export type ReviseFn = (
  content: number,
  accepted: LoopSuggestion[],
  round: number,
) => { content: number; tokens: number };

interface SimulatedRound {
  number: number;
  input: number;
  suggestions: LoopSuggestion[];
  assessment: AssessmentSummary;
  accepted: LoopSuggestion[];
  revised: boolean;
  output: number;
  after: AssessmentSummary | null;
  rolledBack: boolean;
  tokens: number;
  stopReason: StopReason | null;
}

export async function simulateLoop(
  assess: AssessFn,
  revise: ReviseFn,
  settingsInput: LoopSettingsInput,
  start: { initial: number; stopRequested?: (assessments: number) => boolean },
) {
  const settings = loopSettings(settingsInput);
  let content = start.initial;
  let assessments = 0;
  let pending: { suggestions: LoopSuggestion[]; summary: AssessmentSummary; tokens: number } | null = null;
  const rounds: SimulatedRound[] = [];

  const driven = await driveLoop(
    {
      assess: async (round) => {
        const result =
          pending ??
          (() => {
            const made = assess(content, round);
            return { ...made, summary: summariseAssessment(made.suggestions) };
          })();
        pending = null;
        assessments++;
        const last = rounds.at(-1);
        if (last) {
          last.after = result.summary;
          last.tokens += result.tokens;
        }
        rounds.push({
          number: round,
          input: content,
          suggestions: result.suggestions,
          assessment: result.summary,
          accepted: [],
          revised: false,
          output: content,
          after: null,
          rolledBack: false,
          tokens: round === 1 ? result.tokens : 0,
          stopReason: null,
        });
        return { summary: result.summary, tokens: result.tokens };
      },
      stopRequested: async () => start.stopRequested?.(assessments) ?? false,
      revise: async (round) => {
        const current = rounds.at(-1)!;
        current.accepted = selectAccepted(current.suggestions, settings.accept);
        if (current.accepted.length === 0) {
          pending = { suggestions: current.suggestions, summary: current.assessment, tokens: 0 };
          return { tokens: 0, changed: false };
        }
        const next = revise(content, current.accepted, round);
        current.revised = true;
        current.output = next.content;
        current.tokens += next.tokens;
        content = next.content;
        return { tokens: next.tokens, changed: true };
      },
      stop: async (reason) => {
        // The stop belongs to the round whose revision it judges; a stop at the first assessment keeps that round.
        const judged = rounds.length > 1 ? rounds.slice(0, -1) : rounds;
        const last = judged.at(-1)!;
        if (reason === 'regressed') {
          last.rolledBack = true;
          content = last.input;
        }
        last.stopReason = reason;
        rounds.length = judged.length;
      },
    },
    settings,
  );
  return { content, rounds, stopReason: driven.reason, tokensUsed: driven.tokensUsed };
}
