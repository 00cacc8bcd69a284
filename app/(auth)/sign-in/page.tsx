import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCaller } from '@/lib/auth/session';
import { SignInForm } from '@/components/auth/sign-in-form';

export async function generateMetadata() {
  return { title: (await getTranslations('auth'))('signIn') };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (await getCaller()) redirect('/projects');
  const t = await getTranslations('auth');
  const { next } = await searchParams;
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">{t('signInTitle')}</h1>
      <SignInForm next={next} />
    </>
  );
}
