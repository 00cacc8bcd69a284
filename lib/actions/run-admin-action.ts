import 'server-only';
import type { z } from 'zod';
import { requireAdmin, type Caller } from '../authz/caller';
import { ExpectedError, type ActionResult } from '../errors';
import { translatorFor } from '../i18n/translator';
import { runAction } from './run-action';

// Admin actions answer "not found" to everyone who is not an admin, signed out included: nothing
// tells a writer that the dashboard exists.

/** For admin server actions: runAction's validation and error handling, behind requireAdmin. */
export async function runAdminAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  input: unknown,
  fn: (admin: Caller, data: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const refused = await requireAdmin().then(
    () => false,
    (error) => error instanceof ExpectedError,
  );
  if (refused) return { ok: false, code: 'not_found', message: translatorFor('en')('errors.not_found') };
  return runAction(name, schema, input, async (caller, data) => {
    if (caller.role !== 'admin') throw new ExpectedError('not_found', 'not_found');
    return fn(caller, data);
  });
}
