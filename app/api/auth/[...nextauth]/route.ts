import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { authOptionsFor } from '@/lib/auth/options';
import { CLIENT_PROTO_HEADER } from '@/lib/auth/client-address';
import { isHttpsHeader } from '@/lib/auth/request-scheme';
import { getCaller } from '@/lib/auth/session';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptionsFor(isHttpsHeader(request.headers.get(CLIENT_PROTO_HEADER))));
}

/**
 * next-auth answers the session from the cookie alone; a cookie from before "sign out everywhere" (or a
 * password change) would still read the holder's name and email there. The session is answered only
 * for a caller the database still recognises, as every page and action does.
 */
async function get(request: NextRequest, context: Context) {
  const { nextauth } = await context.params;
  if (nextauth.join('/') === 'session' && !(await getCaller()))
    return NextResponse.json({}, { headers: { 'Cache-Control': 'no-store' } });
  return handler(request, context);
}
export { get as GET, handler as POST };
