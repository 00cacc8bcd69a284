import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, type ClientScope } from '@/lib/i18n/client-messages';

/** Gives the client components inside the messages their part of the app reads (with the shell's). */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages(), scope)}>{children}</NextIntlClientProvider>
  );
}
