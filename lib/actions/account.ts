'use server';

import { cookies } from 'next/headers';
import { db } from '../db';
import { getCaller } from '../auth/session';
import { isGuessablePassword } from '../auth/password-strength';
import { signUpAllowed } from '../auth/sign-up-guard';
import { createUser, endAllSessions, passwordMatches, setPassword, setUserLocale } from '../data/users/accounts';
import { getSignUpMode } from '../data/admin/site-settings';
import { ExpectedError } from '../errors';
import { translatorFor } from '../i18n/translator';
import { isLocale, LOCALE_COOKIE, type AppLocale } from '../i18n/locales';
import { ChangePasswordSchema, LocaleSchema, NoInput, SignUpSchema } from './account.schema';
import { runAction, runPublicAction } from '../authz/actions';

async function cookieLocale(): Promise<AppLocale> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : 'en';
}

const weakPassword = (locale: AppLocale, field: string) =>
  new ExpectedError('invalid_input', {
    fieldErrors: { [field]: translatorFor(locale)('validation.passwordWeak') },
  });

/**
 * Creates a writer account; the client signs in with the same credentials afterwards. An email
 * that already has an account gets the same answer as a new one, so sign-up does not reveal who
 * has an account (signing in then simply fails for whoever does not know that account's password).
 */
export async function signUp(input: unknown) {
  const locale = await cookieLocale();
  return runPublicAction('signUp', locale, SignUpSchema, input, async (data) => {
    if ((await getSignUpMode(db())) !== 'open') throw new ExpectedError('sign_up_closed');
    if (!(await signUpAllowed(db()))) throw new ExpectedError('rate_limited');
    if (isGuessablePassword(data.password, [data.email, data.name])) throw weakPassword(locale, 'password');
    try {
      await createUser(db(), { ...data, locale });
    } catch (error) {
      if (!(error instanceof ExpectedError && error.code === 'email_taken')) throw error;
    }
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

/** Changes the caller's password after checking the current one; every session (this one too) ends. */
export async function changePassword(input: unknown) {
  return runAction('changePassword', ChangePasswordSchema, input, async (caller, data) => {
    if (!(await passwordMatches(db(), caller.id, data.currentPassword))) {
      throw new ExpectedError('invalid_input', {
        fieldErrors: { currentPassword: translatorFor(caller.locale)('account.wrongPassword') },
      });
    }
    if (isGuessablePassword(data.newPassword, [caller.email, caller.name]))
      throw weakPassword(caller.locale, 'newPassword');
    await setPassword(db(), caller.id, data.newPassword);
    return null;
  });
}

/** Ends every session of the caller's account, on every device, this one included. */
export async function signOutEverywhere(input?: unknown) {
  return runAction('signOutEverywhere', NoInput, input, async (caller) => {
    await endAllSessions(db(), caller.id);
    return null;
  });
}
