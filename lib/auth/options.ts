import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { db } from '../db';
import { env } from '../env';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { endAllSessions } from '../data/users/accounts';
import { signInWithPassword } from './sign-in';

const header = (headers: Record<string, unknown> | undefined, name: string) => {
  const v = headers?.[name];
  return typeof v === 'string' && v ? v : undefined;
};

/**
 * next-auth's settings. Session cookies are Secure (and __Secure- named) whenever the request came
 * over https, directly or through a trusted proxy, so the options are built per request.
 */
export function authOptionsFor(secure: boolean): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    useSecureCookies: secure,
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/sign-in' },
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, req) {
          const address = header(req?.headers, CLIENT_ADDRESS_HEADER) ?? 'unknown';
          let outcome;
          try {
            outcome = await signInWithPassword(db(), credentials, address);
          } catch (error) {
            // next-auth hands a thrown message to the browser: only a code, never the database's text.
            console.error('[auth] sign-in failed unexpectedly', error);
            throw new Error('unavailable');
          }
          if (outcome.ok) return outcome.user;
          // "CredentialsSignin" (from null) means wrong credentials.
          if (outcome.code === 'rate_limited') throw new Error(`rate_limited:${outcome.retryAfterSeconds ?? 0}`);
          return null;
        },
      }),
    ],
    events: {
      // next-auth's own sign-out clears only this browser's cookie; ending the generation kills copies too.
      async signOut({ token }) {
        if (typeof token?.uid === 'string') await endAllSessions(db(), token.uid);
      },
    },
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.gen = (user as { sessionGeneration?: number }).sessionGeneration ?? 0;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) (session.user as { id?: string }).id = token.uid as string;
        // getCaller compares it with the account's current generation on every request.
        return { ...session, gen: token.gen };
      },
    },
  };
}
