import 'server-only';
import { db, type ProjectScope } from '../db';
import type { z } from 'zod';
import { ownedProjectId, requireAdmin, requireCaller, type Caller } from './caller';
import { ExpectedError, type ActionResult } from '../errors';
import { translatorFor, type Translate } from '../i18n/translator';
import type { AppLocale } from '../i18n/locales';
import { fieldErrors, unsafeTextErrors } from '../validation';

/**
 * The one path into every server action: resolve the caller, validate the input, run, and turn
 * failures into values. Expected errors carry a translated message; anything else is logged with
 * its context and shown as a generic message.
 */
function expectedFailure(error: ExpectedError, t: Translate): ActionResult<never> {
  const { fieldErrors: fields, messageKey, ...details } = error.details ?? {};
  return {
    ok: false,
    code: error.code,
    // An error may name a more precise message than its code's, filled from its other details.
    message:
      typeof messageKey === 'string' ? t(messageKey, details as Record<string, number>) : t(`errors.${error.code}`),
    ...(fields ? { fieldErrors: fields as Record<string, string> } : {}),
    details,
  };
}

/** Refuses unsafe text (control characters, oversized fields) and input the schema rejects, field by field. */
function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  t: (key: string) => string,
): { success: true; data: z.output<S> } | { success: false; failure: ActionResult<never> } {
  const invalid = (fields: Record<string, string>) => ({
    success: false as const,
    failure: {
      ok: false as const,
      code: 'invalid_input' as const,
      message: t('errors.invalid_input'),
      fieldErrors: fields,
    },
  });
  const unsafe = unsafeTextErrors(input, t);
  if (unsafe) return invalid(unsafe);
  const parsed = schema.safeParse(input);
  return parsed.success ? { success: true, data: parsed.data } : invalid(fieldErrors(parsed.error, t));
}

/** For the few actions open to visitors (sign up, language choice): validation and error handling only. */
export async function runPublicAction<S extends z.ZodType, T>(
  name: string,
  locale: AppLocale,
  schema: S,
  input: unknown,
  fn: (data: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const t = translatorFor(locale);
  try {
    const parsed = parseInput(schema, input, t);
    if (!parsed.success) return parsed.failure;
    return { ok: true, data: await fn(parsed.data) };
  } catch (error) {
    if (error instanceof ExpectedError) return expectedFailure(error, t);
    console.error(`[action ${name}] failed`, error);
    return { ok: false, code: 'unexpected', message: t('errors.unexpected') };
  }
}

/** The project scope an action receives when its input names a project (checked to be the caller's). */
type ScopeOf<D> = D extends { projectId: string } ? ProjectScope : undefined;

/**
 * Signed-in actions. Input naming a `projectId` is checked here, once for every action: a project
 * the caller does not own (or has put in the trash, unless `includeTrashed`) is simply not found;
 * one they own reaches the action as its scope.
 */
export async function runAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  input: unknown,
  fn: (caller: Caller, data: z.output<S>, scope: ScopeOf<z.output<S>>) => Promise<T>,
  opts: { includeTrashed?: boolean } = {},
): Promise<ActionResult<T>> {
  let caller: Caller | undefined;
  try {
    caller = await requireCaller();
    const t = translatorFor(caller.locale);
    const parsed = parseInput(schema, input, t);
    if (!parsed.success) return parsed.failure;
    const projectId = (parsed.data as { projectId?: unknown } | null)?.projectId;
    const scope =
      projectId === undefined
        ? undefined
        : { db: db(), ownerId: caller.id, projectId: await ownedProjectId(caller, projectId, opts) };
    return { ok: true, data: await fn(caller, parsed.data, scope as ScopeOf<z.output<S>>) };
  } catch (error) {
    const t = translatorFor(caller?.locale ?? 'en');
    if (error instanceof ExpectedError) return expectedFailure(error, t);
    console.error(`[action ${name}] failed`, { userId: caller?.id }, error);
    return { ok: false, code: 'unexpected', message: t('errors.unexpected') };
  }
}

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
    if (caller.role !== 'admin') throw new ExpectedError('not_found');
    return fn(caller, data);
  });
}
