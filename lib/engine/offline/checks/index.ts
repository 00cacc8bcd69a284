import { checkAdverbDensity } from './adverb-density';
import { checkAudience } from './audience';
import { checkFillerWords } from './filler-words';
import { checkGoalCoverage } from './goal-coverage';
import { checkLength } from './length';
import { checkLongSentences } from './long-sentences';
import { checkNameDrift } from './name-drift';
import { checkPassiveVoice } from './passive-voice';
import { checkPlaceholders } from './placeholders';
import { checkRepeatedPhrases } from './repeated-phrases';
import { checkRepeatedWords } from './repeated-words';
import { checkUnknownCitations } from './unknown-citations';
import type { SectionCheck } from './types';

export { checkArtifactFields } from './artifact-fields';
export { checkInputFor } from './check-input';
export * from './types';

/** Checks run on prose sections. */
export const PROSE_CHECKS: SectionCheck[] = [
  checkLength,
  checkLongSentences,
  checkRepeatedWords,
  checkRepeatedPhrases,
  checkFillerWords,
  checkPassiveVoice,
  checkAdverbDensity,
  checkPlaceholders,
  checkUnknownCitations,
  checkGoalCoverage,
  checkNameDrift,
  checkAudience,
];

/** Checks that make sense on an artifact rendered as text (style checks would judge field labels). */
export const ARTIFACT_TEXT_CHECKS: SectionCheck[] = [
  checkPlaceholders,
  checkRepeatedWords,
  checkNameDrift,
  checkAudience,
];
