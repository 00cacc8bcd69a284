import { getTranslations } from 'next-intl/server';

/** A plain form POST: it signs out before the page has hydrated, and without JavaScript at all. */
export async function SignOutButton() {
  const t = await getTranslations('nav');
  return (
    <form method="post" action="/auth/sign-out">
      <button type="submit" className="rounded px-2 py-1 text-sm text-stone-700 hover:bg-stone-100">
        {t('signOut')}
      </button>
    </form>
  );
}
