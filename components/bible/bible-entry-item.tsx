'use client';

import { useTranslations } from 'next-intl';
import { removeBibleEntry } from '@/lib/actions/bible';
import type { BibleEntryRow } from '@/lib/data/bible/entries';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  entry: BibleEntryRow;
  onEdit: () => void;
  /** Called once the entry is deleted. */
  onDeleted: () => void;
}

/** One bible entry as read: name, kind, aliases and description, with Edit and Delete. */
export function BibleEntryItem({ projectId, entry, onEdit, onDeleted }: Props) {
  const t = useTranslations('bible');
  const action = useAction();
  return (
    <article className="flex flex-col gap-1" aria-labelledby={`bible-${entry.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`bible-${entry.id}`} className="font-medium">
          {entry.name}
        </h3>
        <span className="rounded bg-stone-100 px-1.5 text-xs text-stone-700">{t(`kind.${entry.kind}`)}</span>
        {entry.fromPlan && <span className="rounded bg-indigo-50 px-1.5 text-xs text-indigo-800">{t('fromPlan')}</span>}
      </div>
      {entry.aliases.length > 0 && (
        <p className="text-sm text-stone-600">{t('also', { aliases: entry.aliases.join(', ') })}</p>
      )}
      <p className="whitespace-pre-line text-sm text-stone-800">{entry.description || t('noDescription')}</p>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" aria-label={t('editLabel', { name: entry.name })} onClick={onEdit}>
          {t('edit')}
        </Button>
        <ConfirmButton
          label={t('delete')}
          ariaLabel={t('deleteLabel', { name: entry.name })}
          variant="ghost"
          danger
          title={t('deleteTitle', { name: entry.name })}
          body={t('deleteBody')}
          confirmLabel={t('delete')}
          disabled={action.pending}
          onConfirm={() =>
            action.run(() => removeBibleEntry({ projectId, entryId: entry.id }), { onOk: onDeleted, refresh: false })
          }
        />
      </div>
      <FormMessage tone="error">{action.error}</FormMessage>
    </article>
  );
}
