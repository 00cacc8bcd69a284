import { z } from 'zod';
import { IdSchema } from '../errors';
import { MAX_DOCUMENT_CHARS } from '../workflow/templates/fields';

const StageKey = z.string().regex(/^[a-z]{2,20}$/);
const Version = z.number().int().min(1);
// A section's prose: long chapters are fine; control characters other than tab and newlines are not.
const Prose = z
  .string()
  .max(MAX_DOCUMENT_CHARS, { message: 'tooLong' })
  .refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s), { message: 'controlChars' });

export const StageRef = z.object({ projectId: IdSchema, stageKey: StageKey });
/** `confirmed`: the writer was told what is unfinished and completes the project anyway. */
export const ApproveStageSchema = StageRef.extend({ confirmed: z.boolean().optional() });
export const RunRef = z.object({ projectId: IdSchema, runId: IdSchema });
export const ProjectRef = z.object({ projectId: IdSchema });
/** Autosaves name their editing session (they fold into one version); explicit saves do not. */
const EditSession = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .optional();
export const SaveArtifactSchema = StageRef.extend({ version: Version, data: z.unknown(), editSession: EditSession });
export const SaveSectionSchema = z.object({
  projectId: IdSchema,
  sectionId: IdSchema,
  version: Version,
  text: Prose,
  editSession: EditSession,
});
export const SaveNotesSchema = StageRef.extend({
  version: Version,
  notes: z.string().max(20_000, { message: 'tooLong' }),
});
export const InsertSectionSchema = StageRef.extend({
  position: z.number().int().min(0),
  title: z.string().trim().min(1).max(200),
  goal: z.string().max(2000).default(''),
});
export const MoveSectionSchema = z.object({ projectId: IdSchema, sectionId: IdSchema, to: z.number().int().min(0) });
export const MergeSectionsSchema = z.object({ projectId: IdSchema, firstId: IdSchema, secondId: IdSchema });
export const SplitSectionSchema = z.object({ projectId: IdSchema, sectionId: IdSchema, at: z.number().int().min(0) });
export const DeleteSectionSchema = z.object({ projectId: IdSchema, sectionId: IdSchema });
export const ProposeRegenerationSchema = z.object({ projectId: IdSchema, sectionId: IdSchema });
export const LockSectionSchema = z.object({ projectId: IdSchema, sectionId: IdSchema, locked: z.boolean() });
/** A field of a stage's artifact: "title", or a list item by its key or name, "chapters[ch2]". */
export const LockFieldSchema = StageRef.extend({ field: z.string().min(1).max(300), locked: z.boolean() });
export const RegenerateSectionsSchema = StageRef.extend({ sectionIds: z.array(IdSchema).min(1).max(500) });
export const ProposePlanRippleSchema = StageRef.extend({ toVersion: z.number().int().min(1) });
export const SectionRippleRef = z.object({ projectId: IdSchema, sectionId: IdSchema });
export const ProposeFactRippleSchema = SectionRippleRef.extend({ version: z.number().int().min(1) });
