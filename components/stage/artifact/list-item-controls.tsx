'use client';

import { useTranslations } from 'next-intl';

interface Props {
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const small =
  'rounded px-2 py-1 text-xs text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300';

/** Move up, move down and remove for one list item; each button names the item it acts on. */
export function ListItemControls({ label, index, count, disabled, onMove, onRemove }: Props) {
  const t = useTranslations('stagePage.artifact');
  return (
    <span className="flex shrink-0 items-center gap-0.5">
      <button
        type="button"
        className={small}
        disabled={disabled || index === 0}
        aria-label={t('moveUp', { label })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={small}
        disabled={disabled || index === count - 1}
        aria-label={t('moveDown', { label })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${small} text-red-800`}
        disabled={disabled}
        aria-label={t('remove', { label })}
        onClick={onRemove}
      >
        {t('removeShort')}
      </button>
    </span>
  );
}
