import { createTranslator } from 'next-intl';
import { MESSAGES } from './messages';
import type { AppLocale } from './locales';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator that works anywhere (actions, workers, CLIs), not only inside a rendering request. */
export function translatorFor(locale: AppLocale, namespace?: string): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never });
  return (key, values) => (t as unknown as Translate)(key, values);
}
