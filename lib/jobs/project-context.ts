import type { Db } from '../db';
import { engineFor, engineKindFor } from '../engine';
import type { CallContext, Engine, ModelRole, VoiceGuide } from '../engine/types';
import { stageOf, templateOf, type StageDefinition, type TemplateKind } from '../workflow/templates';
import type { RunContext } from './run-context';
import { recordModelCall } from '../data/runs/model-calls';
import { projectWithStages } from '../data/stages/project-stages';
import { bibleOfProject } from '../data/bible/entries';
import type { BibleEntryText } from '../workflow/bible/entry';
import { sourcesOfProject } from '../data/references/references';
import type { Source } from '../workflow/references/sources';
import { voiceGuide } from '../data/projects/voice';

export interface StageRow {
  id: string;
  key: string;
  status: string;
  notes: string;
  definition: StageDefinition;
  /** The current artifact data (artifact stages), whether or not it is approved yet. */
  artifact: unknown;
  /** Fields of the artifact the writer locked: a regeneration keeps them as they stand. */
  lockedFields: string[];
}

export interface ProjectContext {
  id: string;
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  config: unknown;
  language: 'en' | 'zh';
  engine: Engine;
  engineKind: 'model' | 'offline';
  stages: StageRow[];
  /** The story bible: names and facts prompts draw on and the name-drift check holds the text to. */
  bible: BibleEntryText[];
  /** A paper's sources, which its writers cite by key and its reviewers hold citations to; absent for other templates. */
  sources?: Source[];
  /** The writer's voice for writing and revising prompts, read once per step group when first asked for. */
  voice: () => Promise<VoiceGuide | null>;
  call: CallContext;
}

/** Everything a handler needs about a project, loaded fresh at the start of each step group. */
/** What a run's step works within: the run, its project and the stage it works on. */
export interface StageJob {
  ctx: RunContext;
  project: ProjectContext;
  stage: StageRow;
}

export async function loadProjectContext(db: Db, ctx: RunContext, signal?: AbortSignal): Promise<ProjectContext> {
  const [p, bible, sources] = await Promise.all([
    projectWithStages(db, ctx.run.projectId),
    bibleOfProject(db, ctx.run.projectId),
    sourcesOfProject(db, ctx.run.projectId),
  ]);
  const template = templateOf(p.template);
  let voice: Promise<VoiceGuide | null> | undefined;
  return {
    id: p.id,
    template: p.template,
    mode: p.mode,
    config: p.config,
    language: template.language(p.config),
    engine: engineFor(p, recordModelCall),
    engineKind: engineKindFor(p),
    stages: p.stages.map((s) => ({
      id: s.id,
      key: s.key,
      status: s.status,
      notes: s.notes,
      definition: stageOf(p.template, s.key),
      artifact: s.currentVersion?.data ?? null,
      lockedFields: s.lockedFields,
    })),
    bible,
    ...(p.template === 'paper' ? { sources } : {}),
    voice: () => (voice ??= voiceGuide(db, p.id)),
    call: {
      signal,
      record: { projectId: p.id, runId: ctx.run.id },
      models: (p.modelOverrides ?? undefined) as Partial<Record<ModelRole, string>> | undefined,
    },
  };
}

export function stageRow(project: ProjectContext, key: string): StageRow {
  const row = project.stages.find((s) => s.key === key);
  if (!row) throw new Error(`Project ${project.id} has no stage "${key}"`);
  return row;
}

/** Artifacts of the stages this one depends on, by stage key. */
export function upstreamArtifacts(project: ProjectContext, stage: StageRow): Record<string, unknown> {
  return Object.fromEntries(
    stage.definition.dependsOn.map((key) => [key, stageRow(project, key).artifact]).filter(([, data]) => data != null),
  );
}

/** Author notes of the earlier stages, in order: they flow into this stage's prompt. */
export function earlierNotes(project: ProjectContext, stage: StageRow): string[] {
  const index = project.stages.findIndex((s) => s.key === stage.key);
  return project.stages
    .slice(0, index)
    .map((s) => s.notes.trim())
    .filter(Boolean);
}
