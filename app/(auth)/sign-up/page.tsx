import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCaller } from '@/lib/auth/session';
import { SignUpForm } from '@/components/auth/sign-up-form';

export async function generateMetadata() {
  return { title: (await getTranslations('auth'))('signUp') };
}

export default async function SignUpPage() {
  if (await getCaller()) redirect('/projects');
  const t = await getTranslations('auth');
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">{t('signUpTitle')}</h1>
      <SignUpForm />
    </>
  );
}
