import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { db } from '../db';
import { env } from '../env';
import { signInWithPassword } from './sign-in';

function clientAddress(headers: Record<string, unknown> | undefined): string {
  const forwarded = headers?.['x-forwarded-for'];
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  const real = headers?.['x-real-ip'];
  return first || (typeof real === 'string' ? real : '') || 'unknown';
}

export const authOptions: NextAuthOptions = {
  secret: env().NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: '/sign-in' },
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials, req) {
        const outcome = await signInWithPassword(db(), credentials, clientAddress(req?.headers));
        if (outcome.ok) return outcome.user;
        // next-auth hands a thrown message to the client as `error`; "CredentialsSignin" means wrong credentials.
        if (outcome.code === 'rate_limited') throw new Error(`rate_limited:${outcome.retryAfterSeconds ?? 0}`);
        return null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = token.uid as string;
      return session;
    },
  },
};
