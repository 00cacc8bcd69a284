import { z } from 'zod';

/** Expected failures are values with a code the UI translates; never an exception's raw text. */
export type ErrorCode =
  | 'unauthenticated'
  | 'not_found'
  | 'invalid_input'
  | 'conflict'
  | 'illegal_transition'
  | 'rate_limited'
  | 'email_taken'
  | 'sign_up_closed'
  | 'selection_changed'
  | 'needs_model'
  | 'nothing_to_change'
  | 'loop_elsewhere'
  | 'unfinished'
  | 'over_budget'
  | 'unexpected';

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: ErrorCode;
      message: string;
      fieldErrors?: Record<string, string>;
      details?: Record<string, unknown>;
    };

/**
 * What an expected failure may carry besides its code: a more precise catalogue message (`messageKey`,
 * filled from the other details), field messages, a `reason` a caller can tell apart, and anything the
 * UI shows (a conflict's other text). Actions translate the message; the error's own message is the
 * reason or the code, for logs and tests only.
 */
export type ExpectedErrorDetails = {
  reason?: string;
  messageKey?: string;
  fieldErrors?: Record<string, string>;
} & Record<string, unknown>;

export class ExpectedError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: ExpectedErrorDetails,
  ) {
    super(details?.reason ?? code);
    this.name = 'ExpectedError';
  }
}

export const notFound = () => new ExpectedError('not_found');

/** Ids are cuids: anything else is simply not found, before it reaches the database. */
export const IdSchema = z.string().regex(/^[a-z0-9]{20,32}$/);
export const isId = (v: unknown): v is string => IdSchema.safeParse(v).success;
