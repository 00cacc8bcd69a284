import { paper } from './paper';
import { rewrite } from './rewrite';
import { script } from './script';
import { story } from './story';
import type { StageDefinition, TemplateDefinition, TemplateKind } from './types';

export * from './types';

export const TEMPLATES: Record<TemplateKind, TemplateDefinition<any>> = { story, paper, script, rewrite };

export function templateOf(kind: TemplateKind): TemplateDefinition<any> {
  return TEMPLATES[kind];
}

export function stageOf(kind: TemplateKind, stageKey: string): StageDefinition {
  const stage = TEMPLATES[kind].stages.find((s) => s.key === stageKey);
  if (!stage) throw new Error(`Template ${kind} has no stage "${stageKey}"`);
  return stage;
}
