import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { getCaller } from '@/lib/auth/session';
import { endAllSessions } from '@/lib/data/users/accounts';

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * Sign-out as a plain form POST (works before hydration). The account's session generation is
 * bumped, so the cookie is dead even where a copy of it survives; then the cookie is cleared.
 */
export async function POST(request: NextRequest) {
  // A form on another site must not be able to sign people out.
  if (!sameSite(request.headers.get('origin'), request.headers.get('host')))
    return new NextResponse(null, { status: 403 });
  const caller = await getCaller();
  if (caller) await endAllSessions(db(), caller.id);
  const response = new NextResponse(null, { status: 303, headers: { Location: '/sign-in' } });
  for (const name of SESSION_COOKIES) {
    if (request.cookies.has(name))
      response.cookies.set(name, '', { path: '/', maxAge: 0, secure: name.startsWith('__Secure-') });
  }
  return response;
}

function sameSite(origin: string | null, host: string | null): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
