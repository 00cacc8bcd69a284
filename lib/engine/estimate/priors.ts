import { MAX_FINDINGS } from '../model/schemas/finding';

// What the model itself decides, the estimate can only expect: how many findings a reviewer raises, how
// long an edit is, how many rounds an auto loop runs. These are the expectations before any run was
// measured; each kind of run then corrects its estimate by what its recorded runs cost (calibration).

/** Findings one whole-text reviewer is expected to raise over `units` sections: more text, more findings. */
export const findingsPerReview = (units: number) => Math.min(MAX_FINDINGS, 4 + units);

export const PRIORS = {
  /** One finding as reply JSON: section, quote, issue, expected, priority. */
  findingChars: 400,
  /** One finding as the judge's prompt lists it. */
  panelFindingChars: 300,
  /** The blue team's keep-as-is points. */
  keepPoints: 3,
  keepChars: 250,
  /** A scored review's dimensions, verdict and comment, besides its issues. */
  scoredReviewChars: 600,
  /** Issues the section reviewer raises on one section. */
  sectionReviewIssues: 3,
  /** The share of the panel's findings the judge keeps once duplicates are merged. */
  judgeKeeps: 0.7,
  /** The judge's consensus, conflicts and overall sentence. */
  judgeExtraChars: 500,
  /** One edit of a revision's reply: the passage found and its replacement. */
  editChars: 450,
  /** A revision task as the reviser's prompt lists it, besides its wording. */
  taskOverheadChars: 80,
  /** Tasks an auto round accepts per section it revises. */
  tasksPerSection: 3,
  taskChars: 350,
  /** A structured reply's braces, keys and the unapplied list. */
  replyOverheadChars: 40,
  /** A stage artifact generated for the first time (a brief, a plan, an outline), as JSON. */
  artifactChars: 3_000,
  /** An earlier section's block tags in a writer's rolling context. */
  earlierBlockChars: 60,
  /** Assessments and revisions an auto loop is expected to run (its stop rules end most loops early). */
  autoAssessments: 2,
  autoRevisions: 1,
  /** A document with no length in its configuration is planned as this many words, in sections of about this many. */
  defaultDocumentWords: 3_000,
  plannedSectionWords: 1_500,
} as const;
