import { z } from 'zod';
import { IdSchema } from '../errors';
import { text } from '../workflow/templates/fields';
import { READER_COMMENT_LIMITS as LIMITS } from '../workflow/loop/reader-comments';

/** A comment on a passage through a comment link: the token is the only authority it carries. */
export const ReaderCommentSchema = z.object({
  token: z.string().max(100),
  sectionId: IdSchema,
  quote: text(LIMITS.quoteChars, 1),
  prefix: z.string().max(LIMITS.contextChars).default(''),
  suffix: z.string().max(LIMITS.contextChars).default(''),
  readerName: text(LIMITS.nameChars, 1),
  body: text(LIMITS.bodyChars, 1),
});
