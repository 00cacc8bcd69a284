import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { BROKEN_LINK_HEADER } from '@/lib/web/url-hygiene';
import { getTranslations } from 'next-intl/server';
import { getCaller } from '@/lib/auth/session';
import { safeNextPath } from '@/lib/auth/safe-redirect';
import { SignInForm } from '@/components/auth/sign-in-form';

export async function generateMetadata() {
  return { title: (await getTranslations('auth'))('signIn') };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  // A link with control characters in it is no page (404), answered with the form (not-found.tsx).
  if ((await headers()).get(BROKEN_LINK_HEADER)) notFound();
  const { next } = await searchParams;
  const target = safeNextPath(next);
  if (await getCaller()) redirect(target);
  const t = await getTranslations('auth');
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">{t('signInTitle')}</h1>
      <SignInForm next={target === '/projects' ? undefined : target} />
    </>
  );
}
