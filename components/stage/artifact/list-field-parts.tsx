'use client';

import { useTranslations } from 'next-intl';
import { ErrorText } from '@/components/ui/error-text';

/** What a list field says above its items: its description, its own error, and that it is empty. */
export function ListFieldIntro({
  description,
  error,
  empty,
}: {
  description?: string;
  error?: string;
  empty: boolean;
}) {
  const t = useTranslations('stagePage.artifact');
  return (
    <>
      {description && <p className="text-xs text-stone-500">{description}</p>}
      <ErrorText>{error}</ErrorText>
      {empty && <p className="text-sm text-stone-500">{t('emptyList')}</p>}
    </>
  );
}

/** The "+ Add …" button below a list field. */
export function AddItemButton({ label, disabled, onAdd }: { label: string; disabled?: boolean; onAdd: () => void }) {
  const t = useTranslations('stagePage.artifact');
  return (
    <button
      type="button"
      disabled={disabled}
      className="self-start rounded px-2 py-1 text-sm text-indigo-800 hover:bg-indigo-50 disabled:text-stone-400"
      onClick={onAdd}
    >
      + {t('add', { label })}
    </button>
  );
}
