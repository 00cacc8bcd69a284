import { z } from 'zod';

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

/** Shared by the sign-up form and the server: the message is a validation message key. */
export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: 'passwordTooShort' })
  .max(MAX_PASSWORD_LENGTH, { message: 'passwordTooLong' });
