import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';
import { CLIENT_PROTO_HEADER } from './client-address';

/** Whether this request reached us over https (directly or through a trusted proxy), or the site is https. */
export function isHttpsHeader(value: string | null | undefined): boolean {
  // An https NEXTAUTH_URL is the operator saying so, even behind a proxy they did not name.
  return value === 'https' || Boolean(env().NEXTAUTH_URL?.startsWith('https://'));
}

export async function requestIsHttps(): Promise<boolean> {
  return isHttpsHeader((await headers()).get(CLIENT_PROTO_HEADER));
}
