import 'server-only';
import { notFound } from 'next/navigation';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { requireAdmin, type Caller } from '../authz';
import { runAction } from '../actions/run-action';
import { ExpectedError, type ActionResult } from '../errors';
import { translatorFor } from '../i18n/translator';

// Admin pages, routes and actions answer "not found" to everyone who is not an admin, signed out
// included: nothing tells a writer that the dashboard exists.

/** For admin pages: the admin, or Next's not-found page. */
export async function requireAdminPage(): Promise<Caller> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof ExpectedError) notFound();
    throw error;
  }
}

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

/** For admin route handlers: a plain 404 for anyone else; unexpected errors logged, not shown. */
export async function guardedAdminRoute(fn: (admin: Caller) => Promise<Response>): Promise<Response> {
  try {
    return await fn(await requireAdmin());
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'not_found') return NextResponse.json({ error: 'not_found' }, { status: 404 });
    if (error instanceof ExpectedError) return NextResponse.json({ error: error.code }, { status: 400 });
    console.error('[admin route] failed', error);
    return NextResponse.json({ error: 'unexpected' }, { status: 500 });
  }
}
