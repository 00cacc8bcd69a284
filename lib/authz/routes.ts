import 'server-only';
import { NextResponse } from 'next/server';
import { ExpectedError } from '../errors';
import { requireAdmin, requireCaller, type Caller } from './caller';

const STATUS: Record<string, number> = { unauthenticated: 401, not_found: 404, invalid_input: 400, conflict: 409 };

/** Route handlers' one authorised path: resolve the caller, run, and map expected errors to status codes. */
export async function guardedJson<T>(fn: (caller: Caller) => Promise<T>): Promise<NextResponse> {
  try {
    const caller = await requireCaller();
    return NextResponse.json(await fn(caller), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof ExpectedError)
      return NextResponse.json({ error: error.code }, { status: STATUS[error.code] ?? 400 });
    console.error('[route] failed', error);
    return NextResponse.json({ error: 'unexpected' }, { status: 500 });
  }
}

/** Admin route handlers: a plain 404 for anyone else; unexpected errors logged, not shown. */
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
