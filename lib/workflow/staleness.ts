import type { TemplateDefinition } from './templates/types';
import { sameValue } from './stable-json';
import { diffSectionPlans, type SectionPlanDiff } from './staleness/section-diff';

// When an approved upstream artifact changes (DESIGN §3), the stages reading it go stale and the author
// is offered a targeted regeneration rather than a rewrite of everything.

interface StageStaleness {
  stageKey: string;
  /** For sections stages: which sections to regenerate, generate, or flag. */
  sections: SectionPlanDiff | null;
}

export interface StalenessReport {
  changedStage: string;
  /** Stages that read the changed artifact and already have output: stale now, in stage order. */
  stale: StageStaleness[];
  /** Stages further down that will go stale once a stale stage is regenerated and approved again. */
  downstream: string[];
}

type Template = Pick<TemplateDefinition, 'stages'>;

/** Stages that read `changedStage` directly, and those reached only through them, in stage order. */
export function dependentStages(template: Template, changedStage: string): { direct: string[]; downstream: string[] } {
  const direct = template.stages.filter((s) => s.dependsOn.includes(changedStage)).map((s) => s.key);
  const reached = new Set(direct);
  // Stages list upstreams before downstreams, so one pass in order closes the graph.
  for (const stage of template.stages) {
    if (stage.dependsOn.some((d) => reached.has(d))) reached.add(stage.key);
  }
  const downstream = template.stages.map((s) => s.key).filter((k) => reached.has(k) && !direct.includes(k));
  return { direct, downstream };
}

export interface StalenessInput {
  template: Template;
  config: unknown;
  changedStage: string;
  /** Approved artifacts by stage key before and after the change. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Stages that already have output; only those can go stale. Default: all. */
  generated?: readonly string[];
}

export function stalenessOf(input: StalenessInput): StalenessReport {
  const { template, config, changedStage, before, after } = input;
  if (sameValue(before[changedStage], after[changedStage])) return { changedStage, stale: [], downstream: [] };
  const has = (key: string) => !input.generated || input.generated.includes(key);
  const { direct, downstream } = dependentStages(template, changedStage);
  const stale = direct
    .filter(has)
    .map((stageKey) => {
      const stage = template.stages.find((s) => s.key === stageKey)!;
      const sections = stage.kind === 'sections' ? diffSectionPlans(stage, config, changedStage, before, after) : null;
      return { stageKey, sections };
    })
    // A sections stage none of whose sections the change reaches (a renumbering, another chapter's beats) stays fresh.
    .filter(
      ({ sections: d }) =>
        !d || d.all || d.regenerate.length > 0 || d.removed.length > 0 || d.contextChanged.length > 0,
    );
  return { changedStage, stale, downstream: downstream.filter(has) };
}

/** The section keys a targeted regeneration writes, in stage order, and the ones to flag. */
export function regenerationPlan(
  report: StalenessReport,
): { stageKey: string; regenerate: string[]; flagged: string[] }[] {
  return report.stale
    .filter((s) => s.sections)
    .map(({ stageKey, sections }) => ({
      stageKey,
      regenerate: sections!.regenerate,
      flagged: sections!.removed,
    }));
}
