import { InteractiveWhenHydrated } from '@/components/ui/interactive-when-hydrated';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { ClientMessages } from '@/components/ui/client-messages';

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('app');
  return (
    <ClientMessages scope="auth">
      <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 p-6">
        <header className="flex items-center justify-between">
          <div>
            <p className="text-2xl font-semibold tracking-tight">{t('name')}</p>
            <p className="text-sm text-stone-600">{t('tagline')}</p>
          </div>
          <LanguageSwitch />
        </header>
        <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <InteractiveWhenHydrated>{children}</InteractiveWhenHydrated>
        </section>
      </main>
    </ClientMessages>
  );
}
