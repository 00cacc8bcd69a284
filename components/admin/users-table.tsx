'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteAccount, resetUserPassword, setAccountDisabled, setAccountRole } from '@/lib/actions/admin';
import type { UserListItem } from '@/lib/data/users/accounts';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useAction } from '@/components/ui/use-action';
import { OneTimePassword } from './one-time-password';
import { ErrorText } from '@/components/ui/error-text';

type UserRow = Omit<UserListItem, 'createdAt'> & { createdAt: string };

/**
 * Every account, with what an admin may do to another's: reset its password, disable or enable it,
 * make it an admin or a writer again, delete a writer's. Their own row points to Account instead, so
 * no admin locks themselves out.
 */
export function UsersTable({ users, selfId }: { users: UserRow[]; selfId: string }) {
  const t = useTranslations('adminUsers');
  const format = useFormatter();
  const [issued, setIssued] = useState<{ email: string; password: string }>();
  const action = useAction();
  const confirmed = (key: 'resetConfirm' | 'disableConfirm' | 'deleteConfirm', u: UserRow) =>
    window.confirm(t(key, { email: u.email, projects: u.projects }));
  const actions = (u: UserRow) => {
    if (u.id === selfId) return <span className="text-xs text-stone-600">{t('yourAccount')}</span>;
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={action.pending}
          onClick={() =>
            confirmed('resetConfirm', u) &&
            action.run(() => resetUserPassword({ userId: u.id }), { onOk: setIssued, refresh: false })
          }
        >
          {t('resetPassword')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={action.pending}
          onClick={() =>
            (u.disabled || confirmed('disableConfirm', u)) &&
            action.run(() => setAccountDisabled({ userId: u.id, disabled: !u.disabled }))
          }
        >
          {u.disabled ? t('enable') : t('disable')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={action.pending}
          onClick={() =>
            action.run(() => setAccountRole({ userId: u.id, role: u.role === 'admin' ? 'writer' : 'admin' }))
          }
        >
          {u.role === 'admin' ? t('makeWriter') : t('makeAdmin')}
        </Button>
        {u.role === 'writer' && (
          <Button
            type="button"
            variant="danger"
            disabled={action.pending}
            onClick={() => confirmed('deleteConfirm', u) && action.run(() => deleteAccount({ userId: u.id }))}
          >
            {t('delete')}
          </Button>
        )}
      </div>
    );
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
        testId="users-table"
        rowProps={(u) => ({ id: `user-${u.id}`, className: 'border-t border-stone-100 target:bg-amber-50' })}
        columns={[
          { key: 'email', header: t('email'), rowHeader: true, cell: (u) => u.email },
          { key: 'name', header: t('name'), cell: (u) => u.name },
          { key: 'role', header: t('role'), cell: (u) => t(`roles.${u.role}`) },
          { key: 'status', header: t('status'), cell: (u) => (u.disabled ? t('disabled') : t('active')) },
          { key: 'projects', header: t('projects'), align: 'right', cell: (u) => u.projects },
          {
            key: 'created',
            header: t('createdOn'),
            cell: (u) => (
              <time dateTime={u.createdAt}>{format.dateTime(new Date(u.createdAt), { dateStyle: 'medium' })}</time>
            ),
          },
          { key: 'actions', header: t('actions'), cell: actions },
        ]}
      />
    </div>
  );
}
