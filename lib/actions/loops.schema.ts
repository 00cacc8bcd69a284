import { z } from 'zod';
import { IdSchema } from '../errors';
import { PRIORITIES } from '../engine/types';
import { REVIEWER_ROLES } from '../workflow/templates/types';
import { DECISIONS } from '../workflow/loop/decisions';
import { MAX_DOCUMENT_CHARS } from '../workflow/templates/fields';

export const StartLoopSchema = z.object({
  projectId: IdSchema,
  stageKey: z.string().regex(/^[a-z]{2,20}$/),
  sectionId: IdSchema.nullable().default(null),
  mode: z.enum(['manual', 'auto']).default('manual'),
  roles: z.array(z.enum(REVIEWER_ROLES)).min(1),
  maxRounds: z.coerce.number().int().min(1).max(10).default(3),
  accept: z.array(z.enum(PRIORITIES)).min(1).default(['high', 'medium']),
  tokenBudget: z.coerce.number().int().positive().nullable().default(null),
});

export const DecideRoundSchema = z.object({
  projectId: IdSchema,
  roundId: IdSchema,
  decision: z.enum(DECISIONS),
  acceptedIds: z.array(IdSchema).max(1000).default([]),
  rejectedIds: z.array(IdSchema).max(1000).default([]),
});

export const LoopRef = z.object({ projectId: IdSchema, loopId: IdSchema });
export const RoundRef = z.object({ projectId: IdSchema, roundId: IdSchema });
export const VariantsRequestSchema = z.object({
  projectId: IdSchema,
  sectionId: IdSchema,
  suggestionIds: z.array(IdSchema).max(50).default([]),
  count: z.coerce.number().int().min(2).max(3).default(3),
});
export const ChooseVariantSchema = z.object({
  projectId: IdSchema,
  runId: IdSchema,
  /** The section of a targeted regeneration's proposal (a variants run names its own). */
  sectionId: IdSchema.optional(),
  text: z.string().max(MAX_DOCUMENT_CHARS),
});

/** A kind of finding by its reviewer role and type, as the stage page lists the muted ones. */
export const FindingKindSchema = z.object({
  projectId: IdSchema,
  role: z.string().regex(/^[a-z_-]{1,40}$/),
  type: z.string().regex(/^[a-z_-]{1,40}$/),
});
