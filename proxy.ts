import { NextResponse, type NextRequest } from 'next/server';
import { CLIENT_PROTO_HEADER } from './lib/auth/client-address';
import {
  contentSecurityPolicy,
  newNonce,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './lib/web/security-headers';
import { isCleanRequestUrl } from './lib/web/url-hygiene';

/**
 * Runs before every page and route: URLs carrying NUL bytes or broken text are 404s (the sign-in
 * page answers one with its form); every
 * response gets a fresh CSP nonce (Next reads it from the request's CSP header and puts it on its
 * scripts), and HSTS when the request came over https (directly or through a trusted proxy).
 */
export function proxy(request: NextRequest) {
  if (!isCleanRequestUrl(request.url)) {
    // Still not a page (404), but a person who followed a broken sign-in link gets the sign-in form,
    // with the broken target dropped, rather than a bare "Not found".
    if (request.nextUrl.pathname === '/sign-in')
      return NextResponse.rewrite(new URL('/sign-in', request.url), { status: 404 });
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  const https = request.headers.get(CLIENT_PROTO_HEADER) === 'https';
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|favicon.ico).*)' }],
};
