import type { GenerateArtifactInput } from '../../types';
import { configBlocks, notesBlock, upstreamBlocks } from './context';
import { systemPrompt } from './system';

export interface Prompt {
  system: string;
  prompt: string;
}

const COMMON_RULES = [
  'Be concrete and specific to this project: names, places, numbers and checkable statements, not generic advice.',
  'Take every author note into account unless it contradicts the configuration.',
  'Stay consistent with the approved earlier stages; do not rename what they already named.',
];

/** The shared frame of every structured stage artifact: configuration, earlier stages, notes, task. */
export function artifactPrompt(
  input: GenerateArtifactInput,
  opts: { persona: string; rules: string[]; task: string },
): Prompt {
  return {
    system: systemPrompt({ persona: opts.persona, language: input.language, rules: [...opts.rules, ...COMMON_RULES] }),
    prompt: [
      opts.task,
      '',
      'Project configuration:',
      configBlocks(input.config),
      '',
      'Approved earlier stages:',
      upstreamBlocks(input.upstream),
      '',
      'Author notes on earlier stages (wishes about the content):',
      notesBlock(input.notes),
    ].join('\n'),
  };
}

/** A number from the untyped config, when present. */
export function configNumber(config: unknown, key: string): number | undefined {
  const v = (config as Record<string, unknown> | null)?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
