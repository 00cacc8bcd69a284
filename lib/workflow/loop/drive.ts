import { decideStop } from './stop-rules';
import { loopSettings, type LoopSettingsInput } from './settings';
import type { AssessmentSummary, StopReason } from './types';

/**
 * What one review loop does at each step; the worker (rounds in Postgres) and the rewrite command
 * (sections in memory) each supply their own, and driveLoop decides when to stop for both.
 */
export interface LoopSteps {
  /** Assess the current text as round `round`; the summary feeds the stop rules. */
  assess(round: number): Promise<{ summary: AssessmentSummary; tokens: number }>;
  /** Accept by the loop's policy and revise round `round`; `changed` says whether any text changed. */
  revise(round: number): Promise<{ tokens: number; changed: boolean }>;
  /** Record the stop of round `round`; for "regressed" it also undoes the previous round's revision. */
  stop(reason: StopReason, round: number): Promise<void>;
  /** Has the author pressed stop? Asked at every decision point. */
  stopRequested?(): Promise<boolean>;
}

export interface DrivenLoop {
  reason: StopReason;
  /** The round the loop stopped at (its last assessment). */
  lastRound: number;
  tokensUsed: number;
}

/**
 * Auto mode (DESIGN §4): assess, decide by the stop rules, revise, and again, starting at round
 * `firstRound` (a resumed run replays its saved steps through the same calls).
 */
export async function driveLoop(
  steps: LoopSteps,
  settingsInput: LoopSettingsInput,
  firstRound = 1,
): Promise<DrivenLoop> {
  const assessments: AssessmentSummary[] = [];
  let tokensUsed = 0;
  let lastRevisionChanged: boolean | undefined;
  for (let round = firstRound; ; round++) {
    const assessed = await steps.assess(round);
    assessments.push(assessed.summary);
    tokensUsed += assessed.tokens;
    const stopRequested = settingsInput.stopRequested || ((await steps.stopRequested?.()) ?? false);
    const settings = loopSettings({ ...settingsInput, stopRequested });
    const reason = decideStop({ assessments, tokensUsed, lastRevisionChanged }, settings);
    if (reason) {
      await steps.stop(reason, round);
      return { reason, lastRound: round, tokensUsed };
    }
    const revised = await steps.revise(round);
    tokensUsed += revised.tokens;
    lastRevisionChanged = revised.changed;
  }
}
