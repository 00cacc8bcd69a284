import { TEMPLATES } from '../../workflow/templates';
import type { PaperConfig } from '../../workflow/templates/paper';
import type { RewriteConfig } from '../../workflow/templates/rewrite';
import type { ScriptConfig } from '../../workflow/templates/script';
import type { StoryConfig } from '../../workflow/templates/story';
import { EngineError, type GenerateArtifactInput, type GenerateSectionInput } from '../types';
import { intakeFrom, paperIntake, paperPlan } from './scaffolds/paper';
import { rewriteOutline } from './scaffolds/rewrite';
import { planFrom, scriptOutline, scriptPlan } from './scaffolds/script';
import { sectionScaffold } from './scaffolds/section';
import { briefFrom, storyBrief, storyOutline } from './scaffolds/story';

// Each builder takes its own template's parsed config; the table is keyed by "template/stage".
// `notes` are the author's notes on earlier stages, which name people and rules as the settings do.
type Builder = (config: any, upstream: Record<string, unknown>, notes: string[]) => unknown;

const ARTIFACT_SCAFFOLDS: Record<string, Builder> = {
  'story/brief': (c: StoryConfig, _up, notes) => storyBrief(c, notes),
  'story/outline': (c: StoryConfig, up, notes) => storyOutline(c, briefFrom(up, c, notes)),
  'paper/intake': (c: PaperConfig) => paperIntake(c),
  'paper/plan': (c: PaperConfig, up) => paperPlan(c, intakeFrom(up, c)),
  'script/plan': (c: ScriptConfig, _up, notes) => scriptPlan(c, notes),
  'script/outline': (c: ScriptConfig, up, notes) => scriptOutline(c, planFrom(up, c, notes), notes),
  'rewrite/outline': (c: RewriteConfig) => rewriteOutline(c),
};

function parsedConfig(input: { template: GenerateArtifactInput['template']; config: unknown }): unknown {
  const parsed = TEMPLATES[input.template].config.safeParse(input.config);
  if (!parsed.success) {
    throw new EngineError(
      'bad_request',
      `The ${input.template} project's settings are incomplete: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/**
 * A labelled scaffold for an artifact stage, built from the config and upstream artifacts and
 * parsed with the stage's schema (so defaults are filled and the shape is guaranteed).
 */
export function generateArtifactOffline(input: GenerateArtifactInput): unknown {
  const stage = TEMPLATES[input.template].stages.find((s) => s.key === input.stageKey);
  const build = ARTIFACT_SCAFFOLDS[`${input.template}/${input.stageKey}`];
  if (!stage?.artifact || !build) {
    throw new EngineError(
      'bad_request',
      `Stage "${input.stageKey}" of the ${input.template} template has no artifact to generate.`,
    );
  }
  const config = parsedConfig(input);
  const result = stage.artifact.safeParse(build(config, input.upstream, input.notes));
  if (!result.success) {
    throw new EngineError(
      'invalid_output',
      `The offline scaffold for ${input.template}/${input.stageKey} does not fit its schema.`,
      1,
      {
        cause: result.error,
      },
    );
  }
  return result.data;
}

/** A labelled Markdown scaffold for one section. */
export function generateSectionOffline(input: GenerateSectionInput): { text: string } {
  return { text: sectionScaffold({ ...input, config: parsedConfig(input) }) };
}
