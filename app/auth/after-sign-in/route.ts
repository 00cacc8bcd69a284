import { NextResponse, type NextRequest } from 'next/server';
import { getCaller } from '@/lib/auth/session';
import { safeNextPath } from '@/lib/auth/safe-redirect';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';

/** After sign-in: the account's remembered language becomes this browser's, then on to the workspace. */
export async function GET(request: NextRequest) {
  const caller = await getCaller();
  const target = safeNextPath(request.nextUrl.searchParams.get('next'));
  // A relative Location keeps the host the browser used (request.url may name another one behind a proxy).
  const response = new NextResponse(null, { status: 303, headers: { Location: caller ? target : '/sign-in' } });
  if (caller)
    response.cookies.set(LOCALE_COOKIE, caller.locale, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax' });
  return response;
}
