import { z } from 'zod';
import { IdSchema } from '../errors';
import { optionalText } from '../workflow/templates/fields';

import { SHARE_EXPIRIES } from '../workflow/share-expiry';

export { SHARE_EXPIRIES, type ShareExpiry } from '../workflow/share-expiry';

export const CreateShareLinkSchema = z.object({
  projectId: IdSchema,
  label: optionalText(100),
  expiry: z.enum(SHARE_EXPIRIES).default('7d'),
  /** Holders may comment on passages as well as read. */
  allowComments: z.boolean().default(false),
});

/** Revoke, copy again (a fresh link like it), or delete a revoked link: each names one link. */
export const ShareLinkRefSchema = z.object({ projectId: IdSchema, linkId: IdSchema });

export const SetShareLinkExpirySchema = ShareLinkRefSchema.extend({ expiry: z.enum(SHARE_EXPIRIES) });
