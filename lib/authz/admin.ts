import 'server-only';
import { notFound } from 'next/navigation';
import { NextResponse } from 'next/server';
import { requireAdmin, type Caller } from './caller';
import { ExpectedError } from '../errors';

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

/** For admin route handlers: a plain 404 for anyone else; unexpected errors logged, not shown. */
export async function guardedAdminRoute(fn: (admin: Caller) => Promise<Response>): Promise<Response> {
  try {
    return await fn(await requireAdmin());
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'not_found')
      return NextResponse.json({ error: 'not_found' }, { status: 404 });
    if (error instanceof ExpectedError) return NextResponse.json({ error: error.code }, { status: 400 });
    console.error('[admin route] failed', error);
    return NextResponse.json({ error: 'unexpected' }, { status: 500 });
  }
}

/** For admin drill-downs: what the lookup found, or Next's not-found page when it found nothing. */
export async function foundOrNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'not_found') notFound();
    throw error;
  }
}
