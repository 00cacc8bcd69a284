import 'server-only';
import { NextResponse } from 'next/server';
import { requireCaller, type Caller } from './caller';
import { ExpectedError } from '../errors';

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
