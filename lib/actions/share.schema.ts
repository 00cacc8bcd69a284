import { z } from 'zod';
import { IdSchema } from '../errors';
import { optionalText } from '../workflow/templates/fields';

export const SHARE_EXPIRIES = ['1d', '7d', '30d', 'never'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];

export const CreateShareLinkSchema = z.object({
  projectId: IdSchema,
  label: optionalText(100),
  expiry: z.enum(SHARE_EXPIRIES).default('7d'),
});
export type CreateShareLinkInput = z.input<typeof CreateShareLinkSchema>;

export const RevokeShareLinkSchema = z.object({ projectId: IdSchema, linkId: IdSchema });
