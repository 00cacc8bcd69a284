import { passageTarget, type PassageCommand } from '../../workflow/passage-commands';
import { RIPPLE_CONTEXT_CHARS, RIPPLE_RULE_CHARS } from '../../workflow/ripple/rewrite-request';
import { stageOf } from '../../workflow/templates';
import type { StageKind } from '../../workflow/templates/types';
import { estimatingTokenCounter, openAITokenCounter } from '../model/budget/tokens';
import { EstimateContext } from './context';
import { generateAll, generateStage } from './generate';
import { meter } from './meter';
import { PRIORS } from './priors';
import { assessment, autoLoop, revision } from './refine';
import type { CostBasis, TokenEstimate, Work, WorkLabel } from './types';

export type { BasisSection, CostBasis, PlannedTask, TokenEstimate, Work, WorkLabel } from './types';
export { WORK_LABELS } from './types';

/** Context a passage command sends on either side of the passage (engine/model/prompts/passage.ts). */
const PASSAGE_CONTEXT_CHARS = 1_500;

const GENERATE_LABELS: Record<StageKind, WorkLabel> = {
  artifact: 'generate.artifact',
  sections: 'generate.sections',
  review: 'generate.review',
  assembly: 'generate.artifact',
};

/**
 * The tokens a run of `work` is expected to take on the model engine, per role, before calibration.
 * Pure and cheap: prompt frames are built from the project's small material (configuration,
 * artifacts, notes, bible) and every text is counted from its stored length. `exactTokens`: the
 * deployment talks to OpenAI, whose tokenizer the engine counts with; elsewhere, the engine's estimate.
 */
export function estimateWork(basis: CostBasis, work: Work, { exactTokens }: { exactTokens: boolean }): TokenEstimate {
  const counter = exactTokens ? openAITokenCounter() : estimatingTokenCounter();
  const c = new EstimateContext(basis, meter(counter, basis.language));
  switch (work.type) {
    case 'generate':
      generateStage(c, work.stageKey, work.sections);
      return c.tally.result(GENERATE_LABELS[stageOf(basis.template, work.stageKey).kind]);
    case 'oneshot':
      generateAll(c);
      return c.tally.result('oneshot');
    case 'assess':
      assessment(c, work.stageKey, c.units(work.stageKey, work.sectionId), work.roles);
      return c.tally.result('round.assess');
    case 'revise': {
      const units = c.units(work.stageKey, work.sectionId);
      revision(c, units, work.tasks);
      if (work.thenAssess) assessment(c, work.stageKey, units, work.thenAssess);
      return c.tally.result('round.revise');
    }
    case 'auto':
      autoLoop(c, { ...work, units: c.units(work.stageKey, work.sectionId) });
      return c.tally.result('auto');
    case 'variants': {
      const section = sectionById(c, work.sectionId);
      for (let i = 0; i < work.count; i++)
        c.tally.add(
          'reviser',
          c.frames.variant(section, work.count) + section.tokens + c.m.chars(work.taskChars),
          section.tokens + c.m.chars(PRIORS.replyOverheadChars),
        );
      return c.tally.result('variants');
    }
    case 'passage':
      passageCall(c, work);
      return c.tally.result('passage');
    case 'ripple.rewrite':
      // One call per passage: the passage, a little text around it, and the change as its instruction.
      for (const p of work.passages)
        passageCall(c, {
          ...p,
          command: 'rewrite',
          contextChars: RIPPLE_CONTEXT_CHARS,
          extraChars: work.changeChars + RIPPLE_RULE_CHARS,
        });
      return c.tally.result('ripple.rewrite');
  }
}

function passageCall(
  c: EstimateContext,
  work: {
    sectionId: string;
    command: PassageCommand;
    passageLength: number;
    contextChars?: number;
    extraChars?: number;
  },
) {
  const section = sectionById(c, work.sectionId);
  const around = Math.max(0, c.m.charsOf(sectionLength(c, work.sectionId) - work.passageLength));
  c.tally.add(
    'reviser',
    c.frames.passage(work.command, section.title) +
      c.m.prose(work.passageLength) +
      c.m.chars(Math.min(2 * (work.contextChars ?? PASSAGE_CONTEXT_CHARS), around) + (work.extraChars ?? 0)),
    c.m.prose(passageTarget(work.command, work.passageLength)),
  );
}

function sectionById(c: EstimateContext, sectionId: string) {
  for (const stage of c.basis.stages) {
    const section = stage.sections.find((s) => s.id === sectionId);
    if (section) return c.unitOf(section);
  }
  throw new Error(`No section ${sectionId} in this project`);
}

const sectionLength = (c: EstimateContext, sectionId: string) =>
  c.basis.stages.flatMap((s) => s.sections).find((s) => s.id === sectionId)?.length ?? 0;
