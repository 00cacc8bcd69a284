import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { getCaller } from '@/lib/auth/session';
import { getSignUpMode } from '@/lib/data/admin/site-settings';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { FormMessage } from '@/components/ui/form-message';

export async function generateMetadata() {
  return { title: (await getTranslations('auth'))('signUp') };
}

export default async function SignUpPage() {
  if (await getCaller()) redirect('/projects');
  const t = await getTranslations('auth');
  const open = (await getSignUpMode(db())) === 'open';
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">{t('signUpTitle')}</h1>
      {open ? <SignUpForm /> : <FormMessage tone="info">{t('signUpClosed')}</FormMessage>}
    </>
  );
}
