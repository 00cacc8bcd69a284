'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { resetUserPassword } from '@/lib/actions/admin';
import type { UserListItem } from '@/lib/data/users/accounts';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useAction } from '@/components/ui/use-action';
import { OneTimePassword } from './one-time-password';
import { ErrorText } from '@/components/ui/error-text';

export function UsersTable({ users }: { users: (Omit<UserListItem, 'createdAt'> & { createdAt: string })[] }) {
  const t = useTranslations('adminUsers');
  const format = useFormatter();
  const [issued, setIssued] = useState<{ email: string; password: string }>();
  const action = useAction();
  const reset = (id: string, email: string) => {
    if (!window.confirm(t('resetConfirm', { email }))) return;
    action.run(() => resetUserPassword({ userId: id }), { onOk: setIssued, refresh: false });
  };
  return (
    <div className="flex flex-col gap-3">
      {issued && <OneTimePassword label={t('newPasswordFor', { email: issued.email })} password={issued.password} />}
      <ErrorText>{action.error}</ErrorText>
      <DataTable
        rows={users}
        rowKey={(u) => u.id}
        caption={t('title')}
        empty={t('empty')}
        rowProps={(u) => ({ id: `user-${u.id}`, className: 'border-t border-stone-100 target:bg-amber-50' })}
        columns={[
          { key: 'email', header: t('email'), rowHeader: true, cell: (u) => u.email },
          { key: 'name', header: t('name'), cell: (u) => u.name },
          { key: 'role', header: t('role'), cell: (u) => t(`roles.${u.role}`) },
          { key: 'projects', header: t('projects'), align: 'right', cell: (u) => u.projects },
          {
            key: 'created',
            header: t('created'),
            cell: (u) => (
              <time dateTime={u.createdAt}>{format.dateTime(new Date(u.createdAt), { dateStyle: 'medium' })}</time>
            ),
          },
          {
            key: 'actions',
            header: t('actions'),
            cell: (u) => (
              <Button type="button" variant="secondary" disabled={action.pending} onClick={() => reset(u.id, u.email)}>
                {t('resetPassword')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
