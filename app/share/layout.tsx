import { InteractiveWhenHydrated } from '@/components/ui/interactive-when-hydrated';
import type { Metadata } from 'next';
import { ClientMessages } from '@/components/ui/client-messages';

// Shared pages are for the people a link was sent to, not for search engines; no referrer leaves
// them (the token is in the URL). next.config.mjs sends the same as headers.
export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
};

export default function ShareLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages scope="share">
      <InteractiveWhenHydrated>{children}</InteractiveWhenHydrated>
    </ClientMessages>
  );
}
