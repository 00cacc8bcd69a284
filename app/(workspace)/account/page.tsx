import { getTranslations } from 'next-intl/server';
import { requirePageCaller } from '@/lib/authz/pages';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { SignOutEverywhere } from '@/components/account/sign-out-everywhere';
import { ClientMessages } from '@/components/ui/client-messages';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('title') };
}

export default async function AccountPage() {
  const caller = await requirePageCaller();
  const t = await getTranslations('account');
  return (
    <ClientMessages scope="workspace">
      <div className="flex flex-col gap-8">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-stone-600">{t('signedInAs', { email: caller.email })}</p>
        </div>
        <section aria-labelledby="change-password" className="flex flex-col gap-3">
          <h2 id="change-password" className="text-lg font-medium">
            {t('changePassword')}
          </h2>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="sessions" className="flex flex-col gap-3">
          <h2 id="sessions" className="text-lg font-medium">
            {t('sessions')}
          </h2>
          <p className="max-w-prose text-sm text-stone-600">{t('sessionsHelp')}</p>
          <div>
            <SignOutEverywhere />
          </div>
        </section>
      </div>
    </ClientMessages>
  );
}
