import { z } from 'zod';
import { AnchorSchema } from '../../text/anchor';
import { MAX_INSTRUCTION_CHARS, PASSAGE_COMMANDS, TONES } from '../../workflow/passage-commands';
import { MAX_RIPPLE_CHANGE_CHARS, MAX_RIPPLE_REWRITES } from '../../workflow/ripple/rewrite-request';

// Every kind of run, with the parameters it carries: the code that records a run and the handler
// that executes it both read this table, so a producer cannot send what its handler will not parse.

export const RUN_KINDS = {
  /** Generate (or regenerate) one stage; `targeted` regenerates stale sections only. */
  'stage.generate': z.object({
    stageKey: z.string(),
    all: z.boolean().optional(),
    sectionIds: z.array(z.string()).optional(),
    /** Regenerating stale sections only: the stage and the lifecycle stay where they are. */
    targeted: z.boolean().optional(),
  }),
  /** A one-shot project: every stage in one run. */
  'project.oneshot': z.object({}),
  /** One manual round: assess, or revise the round the writer decided (`reviseRoundId`). */
  'loop.round': z.object({
    loopId: z.string(),
    number: z.number().int().min(1),
    reviseRoundId: z.string().nullable().optional(),
    /** False when the author ended the loop: revise what was accepted, with no further assessment. */
    assess: z.boolean().default(true),
  }),
  /** Auto mode from round `startNumber` until a stop rule fires. */
  'loop.auto': z.object({ loopId: z.string(), startNumber: z.number().int().min(1) }),
  /** 2–3 alternative revisions of a section. */
  variants: z.object({
    sectionId: z.string(),
    suggestionIds: z.array(z.string()).default([]),
    count: z.number().int().min(1).max(3),
    /** The section written anew from its goal, offered beside its text (a regeneration as a proposal). */
    regenerate: z.boolean().optional(),
  }),
  /** A command on a selected passage with the model; its reply becomes an anchored suggestion. */
  'passage.command': z.object({
    sectionId: z.string(),
    command: z.enum(PASSAGE_COMMANDS),
    instruction: z.string().max(MAX_INSTRUCTION_CHARS).optional(),
    tone: z.enum(TONES).optional(),
    /** The selection, anchored in the text the command was asked on. */
    anchor: AnchorSchema,
  }),
  /**
   * The passages a ripple cannot change word for word, each rewritten by the model on its own; a reply
   * that differs becomes an open continuity suggestion in the ripple's round (`roundId`).
   */
  'ripple.rewrite': z.object({
    /** The upstream change in words, as the model is told it. */
    change: z.string().min(1).max(MAX_RIPPLE_CHANGE_CHARS),
    /** The change as each suggestion's evidence records it (lib/workflow/ripple/ripple-suggestion.ts). */
    upstream: z.object({ kind: z.enum(['bible-entry', 'artifact', 'fact']) }).passthrough(),
    passages: z
      .array(z.object({ roundId: z.string(), sectionId: z.string(), anchor: AnchorSchema }))
      .min(1)
      .max(MAX_RIPPLE_REWRITES),
  }),
} as const;

export type RunKind = keyof typeof RUN_KINDS;
export type RunParams<K extends RunKind> = z.output<(typeof RUN_KINDS)[K]>;
export type RunParamsInput<K extends RunKind> = z.input<(typeof RUN_KINDS)[K]>;

export const isRunKind = (kind: string): kind is RunKind => Object.hasOwn(RUN_KINDS, kind);

/** A stored run's parameters, parsed by its kind's schema. */
export function runParams<K extends RunKind>(kind: K, params: unknown): RunParams<K> {
  return RUN_KINDS[kind].parse(params) as RunParams<K>;
}
