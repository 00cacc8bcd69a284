import { z } from 'zod';
import { IdSchema } from '../errors';
import { optionalText } from '../workflow/templates/fields';

import { SHARE_EXPIRIES } from '../workflow/share-expiry';

export { SHARE_EXPIRIES, type ShareExpiry } from '../workflow/share-expiry';

export const CreateShareLinkSchema = z.object({
  projectId: IdSchema,
  label: optionalText(100),
  expiry: z.enum(SHARE_EXPIRIES).default('7d'),
});
export type CreateShareLinkInput = z.input<typeof CreateShareLinkSchema>;

export const RevokeShareLinkSchema = z.object({ projectId: IdSchema, linkId: IdSchema });
