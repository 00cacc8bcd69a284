export type AppLocale = 'en' | 'zh';
export const DEFAULT_LOCALE: AppLocale = 'en';
export const LOCALE_COOKIE = 'sf_locale';

export const isLocale = (v: unknown): v is AppLocale => v === 'en' || v === 'zh';

/** The HTML lang attribute for each UI language. */
export const HTML_LANG: Record<AppLocale, string> = { en: 'en', zh: 'zh-CN' };
