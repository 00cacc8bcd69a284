import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/components/auth/sign-in-form';

/** A broken sign-in link (its target held control characters): not a page, but the way in is offered. */
export default async function BrokenSignInLink() {
  const t = await getTranslations('auth');
  return (
    <>
      <h1 className="mb-2 text-xl font-semibold">{t('signInTitle')}</h1>
      <p className="mb-4 text-sm text-stone-600" role="status">
        {t('brokenLink')}
      </p>
      <SignInForm />
    </>
  );
}
