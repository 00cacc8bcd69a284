'use server';

import { cookies } from 'next/headers';
import { db } from '../db';
import { getCaller } from '../auth/session';
import { createUser, setUserLocale } from '../data/users';
import { isLocale, LOCALE_COOKIE, type AppLocale } from '../i18n/locales';
import { LocaleSchema, SignUpSchema } from './account.schema';
import { runPublicAction } from './run-action';

async function cookieLocale(): Promise<AppLocale> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : 'en';
}

/** Creates a writer account; the client signs in with the same credentials afterwards. */
export async function signUp(input: unknown) {
  const locale = await cookieLocale();
  return runPublicAction('signUp', locale, SignUpSchema, input, async (data) => {
    await createUser(db(), { ...data, locale });
    return null;
  });
}

/** Sets the UI language for this browser and, when signed in, remembers it on the account. */
export async function setLocale(input: unknown) {
  return runPublicAction('setLocale', await cookieLocale(), LocaleSchema, input, async ({ locale }) => {
    const caller = await getCaller();
    if (caller) await setUserLocale(db(), caller.id, locale);
    (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax' });
    return null;
  });
}
