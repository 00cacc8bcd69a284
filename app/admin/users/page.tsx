import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { listUsers } from '@/lib/data/users/accounts';
import { getSignUpMode } from '@/lib/data/admin/site-settings';
import { UsersTable } from '@/components/admin/users-table';
import { SignUpSettings } from '@/components/admin/sign-up-settings';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: (await getTranslations('adminUsers'))('title') };
}

export default async function AdminUsersPage() {
  const admin = await requireAdminPage();
  const [users, mode] = await Promise.all([listUsers(db()), getSignUpMode(db())]);
  const t = await getTranslations('adminUsers');
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <SignUpSettings mode={mode} />
      <UsersTable selfId={admin.id} users={users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() }))} />
    </>
  );
}
