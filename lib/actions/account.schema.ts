import { z } from 'zod';
import { PasswordSchema } from '../auth/password-policy';
import { text } from '../workflow/templates/fields';

export const SignUpSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: text(80, 1),
  password: PasswordSchema,
});

export const LocaleSchema = z.object({ locale: z.enum(['en', 'zh']) });

export const ChangePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((d) => d.newPassword === d.confirmPassword, { message: 'passwordsDiffer', path: ['confirmPassword'] });

export const NoInput = z.object({}).optional();
