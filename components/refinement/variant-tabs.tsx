'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

interface Props {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}

/** One tab per variant; arrow keys move between them (WAI-ARIA tabs pattern). */
export function VariantTabs({ count, selected, onSelect }: Props) {
  const t = useTranslations('loops.variants');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const i = (to + count) % count;
    onSelect(i);
    tabs.current[i]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('tabsLabel')} className="flex gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`variant-tab-${i}`}
          aria-selected={i === selected}
          aria-controls={`variant-panel-${i}`}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i + 1);
            else if (e.key === 'ArrowLeft') move(i - 1);
            else return;
            e.preventDefault();
          }}
          className={`rounded-md px-3 py-1.5 text-sm ${i === selected ? 'bg-indigo-700 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'}`}
        >
          {t('variantLabel', { n: i + 1 })}
        </button>
      ))}
    </div>
  );
}
