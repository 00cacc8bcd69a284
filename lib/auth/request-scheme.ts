import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';
import { CLIENT_PROTO_HEADER } from './client-address';

/** Whether this request reached us over https (directly or through a trusted proxy). */
export function isHttpsHeader(value: string | null | undefined): boolean {
  if (value) return value === 'https';
  // Outside the Next server (tests, CLIs) nothing stamps requests; fall back to the configured URL.
  return Boolean(env().NEXTAUTH_URL?.startsWith('https://'));
}

export async function requestIsHttps(): Promise<boolean> {
  return isHttpsHeader((await headers()).get(CLIENT_PROTO_HEADER));
}
