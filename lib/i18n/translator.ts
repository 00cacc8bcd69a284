import { createTranslator } from 'next-intl';
import en from './messages/en.json';
import zh from './messages/zh.json';
import type { AppLocale } from './locales';

const MESSAGES = { en, zh } as const;

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator that works anywhere (actions, workers, CLIs), not only inside a rendering request. */
export function translatorFor(locale: AppLocale, namespace?: string): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never });
  return (key, values) => (t as unknown as Translate)(key, values);
}
