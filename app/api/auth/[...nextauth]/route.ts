import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptionsFor } from '@/lib/auth/options';
import { CLIENT_PROTO_HEADER } from '@/lib/auth/client-address';
import { isHttpsHeader } from '@/lib/auth/request-scheme';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptionsFor(isHttpsHeader(request.headers.get(CLIENT_PROTO_HEADER))));
}
export { handler as GET, handler as POST };
