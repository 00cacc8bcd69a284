'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { resetUserPassword } from '@/lib/actions/admin';
import type { UserListItem } from '@/lib/data/users';
import { Button } from '@/components/ui/button';
import { OneTimePassword } from './one-time-password';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2';

export function UsersTable({ users }: { users: (Omit<UserListItem, 'createdAt'> & { createdAt: string })[] }) {
  const t = useTranslations('adminUsers');
  const format = useFormatter();
  const [issued, setIssued] = useState<{ email: string; password: string }>();
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const reset = (id: string, email: string) => {
    if (!window.confirm(t('resetConfirm', { email }))) return;
    startTransition(async () => {
      const result = await resetUserPassword({ userId: id });
      if (result.ok) setIssued(result.data);
      else setError(result.message);
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {issued && <OneTimePassword label={t('newPasswordFor', { email: issued.email })} password={issued.password} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <table className="w-full rounded-xl border border-stone-200 bg-white text-sm">
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              {t('email')}
            </th>
            <th scope="col" className={th}>
              {t('name')}
            </th>
            <th scope="col" className={th}>
              {t('role')}
            </th>
            <th scope="col" className={th}>
              {t('projects')}
            </th>
            <th scope="col" className={th}>
              {t('created')}
            </th>
            <th scope="col" className={th}>
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-stone-200">
              <td className={td}>{u.email}</td>
              <td className={td}>{u.name}</td>
              <td className={td}>{u.role}</td>
              <td className={td}>{u.projects}</td>
              <td className={td}>
                <time dateTime={u.createdAt}>{format.dateTime(new Date(u.createdAt), { dateStyle: 'medium' })}</time>
              </td>
              <td className={td}>
                <Button type="button" variant="secondary" disabled={pending} onClick={() => reset(u.id, u.email)}>
                  {t('resetPassword')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
