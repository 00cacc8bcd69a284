import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { Caller } from '@/lib/authz/caller';
import { LanguageSwitch } from './language-switch';
import { SignOutButton } from './sign-out-button';
import { HeaderMenu } from './header-menu';

export async function AppHeader({ caller }: { caller: Caller }) {
  const t = await getTranslations();
  return (
    <header className="border-b border-stone-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <nav
        aria-label={t('app.name')}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6"
      >
        <Link href="/projects" className="text-lg font-semibold tracking-tight">
          {t('app.name')}
        </Link>
        <HeaderMenu label={t('nav.menu')}>
          <Link href="/projects" className="text-sm text-stone-700 hover:underline">
            {t('nav.projects')}
          </Link>
          {caller.role === 'admin' && (
            <Link href="/admin" className="text-sm text-stone-700 hover:underline">
              {t('nav.admin')}
            </Link>
          )}
          <div
            className="flex flex-col items-start gap-3 md:ml-auto md:flex-row md:items-center md:gap-4"
            aria-label={t('nav.account')}
            role="group"
          >
            <span className="max-w-full truncate text-sm text-stone-600 md:max-w-48" data-testid="account-name">
              {caller.name}
            </span>
            <Link href="/account" className="text-sm text-stone-700 hover:underline">
              {t('nav.accountSettings')}
            </Link>
            <LanguageSwitch />
            <SignOutButton />
          </div>
        </HeaderMenu>
      </nav>
    </header>
  );
}
