import type { TemplateDefinition } from '../templates/types';
import { stageStatesOf } from './stage-states';
import { COMPLETED, DRAFT, FAILED, ONESHOT_GENERATING, type LifecycleMode, type StateMachine } from './types';

function oneShotMachine(): StateMachine {
  return {
    mode: 'oneshot',
    initial: DRAFT,
    states: [DRAFT, ONESHOT_GENERATING, COMPLETED, FAILED],
    table: {
      [DRAFT]: [ONESHOT_GENERATING],
      [ONESHOT_GENERATING]: [COMPLETED, FAILED],
      [COMPLETED]: [],
      [FAILED]: [ONESHOT_GENERATING],
    },
    modelCalling: [ONESHOT_GENERATING],
    stages: [],
  };
}

function stagedMachine(template: Pick<TemplateDefinition, 'kind' | 'stages'>): StateMachine {
  const stages = stageStatesOf(template);
  if (stages.length === 0) throw new Error(`Template ${template.kind} has no stage to generate`);
  const table: Record<string, string[]> = { [DRAFT]: [stages[0].generating] };
  stages.forEach((stage, i) => {
    const next = stages[i + 1]?.generating ?? COMPLETED;
    table[stage.generating] = [stage.review, FAILED];
    // A sections stage may stay in its own stage after an approval (next section), which is the same edge as regenerate.
    table[stage.review] = stage.regenerate ? [stage.generating, next] : [next];
  });
  table[COMPLETED] = [];
  table[FAILED] = stages.map((s) => s.generating);
  return {
    mode: 'staged',
    initial: DRAFT,
    states: [DRAFT, ...stages.flatMap((s) => [s.generating, s.review]), COMPLETED, FAILED],
    table,
    modelCalling: stages.map((s) => s.generating),
    stages,
  };
}

/** The lifecycle state machine of a template in a mode (DESIGN §3, generalising seed 003). */
export function transitionsFor(
  template: Pick<TemplateDefinition, 'kind' | 'stages'>,
  mode: LifecycleMode,
): StateMachine {
  return mode === 'oneshot' ? oneShotMachine() : stagedMachine(template);
}
