import { ROLLING_BUDGET_CHARS } from '../model/prompts/rolling-context';
import { stageOf, templateOf } from '../../workflow/templates';
import type { EstimateContext } from './context';
import { PRIORS } from './priors';
import { assessment, autoLoop } from './refine';
import type { BasisSection, Work } from './types';

// The requests of a stage's generation (lib/jobs/stages): one planner call for an artifact; for
// sections, a writer call per section (with the earlier sections as rolling context where the stage
// has it) and the section reviewer's first review; a review stage is an auto loop over the stage it
// reviews. Rewrites a section reviewer asks for are not foreseen: calibration accounts for them.

/** The sections a generation writes; a resumed or targeted run is told which. */
type Choice = Extract<Work, { type: 'generate' }>['sections'];

/** Statuses of sections the default generation (re)writes (lib/jobs/stages/write-sections.ts). */
const NEEDS_WRITING = new Set(['pending', 'writing', 'failed', 'stale']);

/** Sections with no text shorter than this are written anyway (the writer's minimum after an opening). */
const MIN_REST = 50;

/** Same review-stage rounds as lib/jobs/stages/review-stage.ts. */
const REVIEW_STAGE_ROUNDS = 3;

export function generateStage(c: EstimateContext, stageKey: string, choice: Choice = 'pending'): void {
  const definition = stageOf(c.basis.template, stageKey);
  switch (definition.kind) {
    case 'artifact': {
      // Regenerated, it is about as long as it is now (JSON: keys in ASCII, values in the document's script).
      const current = c.artifactOf(stageKey);
      const reply = current == null ? c.m.chars(PRIORS.artifactChars) : c.m.text(JSON.stringify(current));
      c.tally.add('planner', c.frames.artifact(stageKey), reply);
      c.generated(stageKey);
      return;
    }
    case 'sections':
      return writeSections(c, stageKey, choice);
    case 'review': {
      const reviewed = stageOf(c.basis.template, definition.reviews!);
      const units = c.units(reviewed.key);
      const { revisions } = autoLoop(c, {
        stageKey: reviewed.key,
        units,
        roles: definition.reviewers,
        maxRounds: REVIEW_STAGE_ROUNDS,
      });
      // Sections the loop revised go through their section reviewer again.
      if (revisions && reviewed.reviewers.includes('section')) assessment(c, reviewed.key, units, ['section']);
      return;
    }
    case 'assembly':
      return;
  }
}

function writeSections(c: EstimateContext, stageKey: string, choice: Choice): void {
  const definition = stageOf(c.basis.template, stageKey);
  const all = c.sections(stageKey);
  let targets = all.filter((s) =>
    Array.isArray(choice) ? choice.includes(s.id) : choice === 'all' || NEEDS_WRITING.has(s.status) || !s.length,
  );
  if (definition.approveEach && c.basis.mode === 'staged' && !Array.isArray(choice)) targets = targets.slice(0, 1);
  const writing = new Set(targets.map((s) => s.id));
  const reviewed = definition.reviewers.includes('section');
  let earlierChars = 0;
  for (const [index, section] of all.entries()) {
    if (!writing.has(section.id)) {
      earlierChars += c.m.charsOf(section.length);
      continue;
    }
    const opening = openingLength(c, stageKey, section);
    const rest = Math.max(MIN_REST, section.targetLength - opening);
    const earlier = definition.rolling
      ? Math.min(earlierChars + c.m.charsOf(opening), ROLLING_BUDGET_CHARS) + index * PRIORS.earlierBlockChars
      : c.m.charsOf(opening);
    c.tally.add(
      'writer',
      c.frames.writer(stageKey) + c.m.text(`${section.title}\n${section.goal}`) + c.m.chars(earlier),
      c.m.prose(rest),
    );
    if (reviewed) assessment(c, stageKey, [c.unitOf(section, section.targetLength)], ['section']);
    earlierChars += c.m.charsOf(section.targetLength);
  }
}

/** The approved text a section opens with (StageDefinition.opensWith), in the writer's unit; 0 for none. */
function openingLength(c: EstimateContext, stageKey: string, section: BasisSection): number {
  const from = stageOf(c.basis.template, stageKey).opensWith;
  if (!from) return 0;
  const source = c.basis.stages.find((s) => s.key === from.stage);
  if (source?.status !== 'approved') return 0;
  return source.sections.find((s) => s.key === from.sectionKey(section.key))?.length ?? 0;
}

/** A one-shot run: every stage in order, each from what the stages before it will have made. */
export function generateAll(c: EstimateContext): void {
  for (const stage of templateOf(c.basis.template).stages) generateStage(c, stage.key);
}
