'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { restoreProject } from '@/lib/actions/projects';
import type { TrashedProject } from '@/lib/data/projects/trash';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';

export function TrashList({ projects }: { projects: TrashedProject[] }) {
  const t = useTranslations('trash');
  const format = useFormatter();
  const action = useAction();
  const restore = (projectId: string) => action.run(() => restoreProject({ projectId }));
  return (
    <>
      <ErrorText>{action.error}</ErrorText>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {projects.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-4 px-4 py-3">
            <div className="flex flex-col">
              <span className="font-medium">{p.title}</span>
              <span className="text-xs text-stone-500">
                {t('deletedAt', {
                  date: format.dateTime(new Date(p.deletedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                })}{' '}
                · {t('purgeAt', { date: format.dateTime(new Date(p.purgeAt), { dateStyle: 'medium' }) })}
              </span>
            </div>
            <Button
              type="button"
              variant="secondary"
              className="ml-auto"
              disabled={action.pending}
              onClick={() => restore(p.id)}
            >
              {t('restore')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
