import { NextResponse, type NextRequest } from 'next/server';
import { CLIENT_PROTO_HEADER } from './lib/auth/client-address';
import {
  contentSecurityPolicy,
  newNonce,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './lib/web/security-headers';
import { BROKEN_LINK_HEADER, isCleanRequestUrl } from './lib/web/url-hygiene';

/**
 * Runs before every page and route: URLs carrying NUL bytes or broken text are 404s (the sign-in
 * page answers one itself, with its form); every
 * response gets a fresh CSP nonce (Next reads it from the request's CSP header and puts it on its
 * scripts), and HSTS when the request came over https (directly or through a trusted proxy).
 */
export function proxy(request: NextRequest) {
  const clean = isCleanRequestUrl(request.url);
  // A broken sign-in link is still not a page (the sign-in page answers 404), but a person who
  // followed one gets the sign-in form rather than a bare "Not found".
  if (!clean && request.nextUrl.pathname !== '/sign-in')
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const https = request.headers.get(CLIENT_PROTO_HEADER) === 'https';
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Only this proxy says a link is broken; a client's own header of that name is dropped.
  requestHeaders.delete(BROKEN_LINK_HEADER);
  if (!clean) requestHeaders.set(BROKEN_LINK_HEADER, '1');
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
