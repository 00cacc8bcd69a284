import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { MESSAGES } from './messages';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type AppLocale } from './locales';

// No locale in the URL: the cookie holds the choice (set from the account's preference at sign-in).
export async function resolveLocale(): Promise<AppLocale> {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(fromCookie)) return fromCookie;
  const accept = (await headers()).get('accept-language') ?? '';
  return /^zh\b/i.test(accept.trim()) ? 'zh' : DEFAULT_LOCALE;
}

// The server's time zone, as next-intl would resolve it on every request (an Intl.DateTimeFormat each time).
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  return { locale, messages: MESSAGES[locale], timeZone: SERVER_TIME_ZONE };
});
