'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

interface Props {
  /** One line per variant saying what it changes. */
  summaries: string[];
  selected: number;
  onSelect: (index: number) => void;
}

/** One tab per variant, each with a line on what it changes; arrow keys move between them (WAI-ARIA tabs pattern). */
export function VariantTabs({ summaries, selected, onSelect }: Props) {
  const t = useTranslations('loops.variants');
  const count = summaries.length;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const i = (to + count) % count;
    onSelect(i);
    tabs.current[i]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('tabsLabel')} className="flex flex-wrap gap-1">
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
          className={`flex max-w-64 flex-col items-start rounded-md px-3 py-1.5 text-left text-sm ${i === selected ? 'bg-indigo-700 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'}`}
        >
          <span className="font-medium">{t('variantLabel', { n: i + 1 })}</span>
          <span className="text-xs opacity-90" data-testid="variant-summary">
            {summaries[i]}
          </span>
        </button>
      ))}
    </div>
  );
}
