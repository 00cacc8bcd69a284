import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { HTML_LANG, type AppLocale } from '@/lib/i18n/locales';
import { clientMessages } from '@/lib/i18n/client-messages';
import { ZodClientConfig } from '@/components/ui/zod-client-config';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: { default: t('name'), template: `%s · ${t('name')}` }, description: t('tagline') };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as AppLocale;
  return (
    <html lang={HTML_LANG[locale]}>
      <body className="min-h-screen">
        <ZodClientConfig />
        {/* What client components on every page read; each part of the app adds its own (ClientMessages). */}
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
