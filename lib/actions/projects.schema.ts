import { z } from 'zod';
import { TEMPLATE_KINDS } from '../workflow/templates/types';
import { MAX_DOCUMENT_CHARS, text } from '../workflow/templates/fields';
import { IdSchema } from '../errors';

const TitleSchema = text(200, 1);

export const CreateProjectSchema = z.object({
  template: z.enum(TEMPLATE_KINDS),
  title: TitleSchema,
  mode: z.enum(['staged', 'oneshot']).default('staged'),
  engine: z.enum(['default', 'model', 'offline']).default('default'),
  config: z.record(z.string(), z.unknown()),
});

export const RenameProjectSchema = z.object({
  projectId: IdSchema,
  title: TitleSchema,
  version: z.number().int().min(1),
});
export const DeleteProjectSchema = z.object({ projectId: IdSchema, confirmTitle: z.string().max(400) });
export const RestoreProjectSchema = z.object({ projectId: IdSchema });

/** A rewrite's answered questions about its original, saved from its project page. */
export const SaveClarificationsSchema = z.object({
  projectId: IdSchema,
  version: z.number().int().min(1),
  clarifications: z.array(z.object({ question: text(2000, 1), answer: text(4000, 1) })).max(50),
});

/** The rewrite form's original, for the questions the engine would ask about it. */
export const ProposeQuestionsSchema = z.object({
  originalDocument: text(MAX_DOCUMENT_CHARS, 1),
  language: z.enum(['en', 'zh']).optional(),
  asked: z.array(z.string().max(2000)).max(50).default([]),
});
