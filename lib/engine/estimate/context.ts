import { stageOf } from '../../workflow/templates';
import type { SectionPlan } from '../../workflow/templates/types';
import { Frames, type FrameUnit } from './frames';
import type { Meter } from './meter';
import { PRIORS } from './priors';
import { Tally } from './tally';
import type { BasisSection, BasisStage, CostBasis } from './types';

/** A section or an artifact a step reads, with the tokens of its text. */
export interface Unit extends FrameUnit {
  tokens: number;
}

/**
 * One estimate in the making: the project as the run will find it (artifacts the run generates first
 * are filled in as it would fill them), the prompt frames, and the requests counted so far.
 */
export class EstimateContext {
  readonly tally = new Tally();
  readonly frames: Frames;
  private artifacts: { version: number; byStage: Record<string, unknown> };

  constructor(
    readonly basis: CostBasis,
    readonly m: Meter,
  ) {
    this.artifacts = {
      version: 0,
      byStage: Object.fromEntries(basis.stages.map((s) => [s.key, s.artifact])),
    };
    this.frames = new Frames(basis, m, () => this.artifacts);
  }

  stage(key: string): BasisStage {
    const stage = this.basis.stages.find((s) => s.key === key);
    if (!stage) throw new Error(`No stage "${key}" in this ${this.basis.template} project`);
    return stage;
  }

  artifactOf(stageKey: string): unknown {
    return this.artifacts.byStage[stageKey] ?? null;
  }

  /** What a stage's artifact will be once the run has generated it: the current one, else one of the expected size. */
  generated(stageKey: string): void {
    const current = this.artifactOf(stageKey);
    this.artifacts = {
      version: this.artifacts.version + 1,
      byStage: { ...this.artifacts.byStage, [stageKey]: current ?? plannedArtifact(this.basis.config) },
    };
  }

  /** The stage's sections; before it has any, the ones its run would plan from the artifacts. */
  sections(stageKey: string): BasisSection[] {
    const stage = this.stage(stageKey);
    if (stage.sections.length) return stage.sections;
    const plans: SectionPlan[] =
      stageOf(this.basis.template, stageKey).sectionsFrom?.(this.artifacts.byStage, this.basis.config) ?? [];
    return plans.map((p) => ({ ...p, id: p.key, length: 0, status: 'pending' }));
  }

  /** What a loop reads: one section, the stage's sections, or the stage's artifact as JSON text. */
  units(stageKey: string, sectionId?: string | null): Unit[] {
    const sections = this.sections(stageKey);
    const chosen = sectionId ? sections.filter((s) => s.id === sectionId) : sections;
    if (chosen.length || sectionId) return chosen.map((s) => this.unitOf(s));
    const artifact = this.artifactOf(stageKey);
    if (artifact == null) return [];
    const text = JSON.stringify(artifact, null, 2);
    return [{ id: stageKey, title: stageKey, goal: '', targetLength: 0, tokens: this.m.text(text) }];
  }

  unitOf(s: BasisSection, length = s.length): Unit {
    return { id: s.id, title: s.title, goal: s.goal, targetLength: s.targetLength, tokens: this.m.prose(length) };
  }
}

/**
 * An artifact not generated yet, as the estimate imagines it: the configured length in sections of a
 * usual size (under every key a template's outline uses), padded to the usual size of an artifact.
 */
function plannedArtifact(config: unknown): Record<string, unknown> {
  const words = Number((config as { targetWords?: unknown } | null)?.targetWords) || PRIORS.defaultDocumentWords;
  const count = Math.max(1, Math.min(30, Math.round(words / PRIORS.plannedSectionWords)));
  const each = Math.round(words / count);
  const entries = Array.from({ length: count }, (_, i) => ({
    key: `s${i + 1}`,
    id: `s${i + 1}`,
    displayNumber: String(i + 1),
    title: '',
    goal: '',
    targetWords: each,
    wordCount: each,
  }));
  const shape = { chapters: entries, sections: entries };
  const pad = Math.max(0, PRIORS.artifactChars - JSON.stringify(shape).length);
  return { ...shape, about: 'planned '.repeat(Math.ceil(pad / 8)) };
}
