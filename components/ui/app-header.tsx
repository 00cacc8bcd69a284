import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { Caller } from '@/lib/authz/caller';
import { LanguageSwitch } from './language-switch';
import { SignOutButton } from './sign-out-button';

export async function AppHeader({ caller }: { caller: Caller }) {
  const t = await getTranslations();
  return (
    <header className="border-b border-stone-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <nav aria-label={t('app.name')} className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-3">
        <Link href="/projects" className="text-lg font-semibold tracking-tight">
          {t('app.name')}
        </Link>
        <Link href="/projects" className="text-sm text-stone-700 hover:underline">
          {t('nav.projects')}
        </Link>
        {caller.role === 'admin' && (
          <Link href="/admin" className="text-sm text-stone-700 hover:underline">
            {t('nav.admin')}
          </Link>
        )}
        <div className="ml-auto flex items-center gap-4" aria-label={t('nav.account')} role="group">
          <span className="text-sm text-stone-600" data-testid="account-name">
            {caller.name}
          </span>
          <Link href="/account" className="text-sm text-stone-700 hover:underline">
            {t('nav.accountSettings')}
          </Link>
          <LanguageSwitch />
          <SignOutButton />
        </div>
      </nav>
    </header>
  );
}
