'use client';

import { useTranslations } from 'next-intl';
import type { SectionOutline } from '@/lib/data/sections/section-outline';
import { EngineBadge } from '@/components/ui/engine-badge';
import { StatusPill } from '@/components/ui/status-pill';

interface Props {
  section: SectionOutline;
  unit: SectionOutline['lengthUnit'];
  selected: boolean;
  unsaved: boolean;
  /** The list's one row in the tab order. */
  tabbable: boolean;
  onFocus: () => void;
  onSelect: () => void;
}

/** One row of the section list: number, title, status, length against target, engine. */
export function SectionRow({ section: s, unit, selected, unsaved, tabbable, onFocus, onSelect }: Props) {
  const t = useTranslations('stagePage.sections');
  const stageName = useTranslations('stages');
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onClick={onSelect}
      className={`flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left text-sm transition-colors motion-reduce:transition-none ${
        selected ? 'border-indigo-400 bg-indigo-50/70' : 'border-stone-200 bg-white hover:bg-stone-50'
      } ${s.status === 'stale' ? 'border-l-4 border-l-orange-400' : ''}`}
      data-testid="section-item"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-medium">
          <span className="mr-1 text-stone-500">{s.displayNumber}</span>
          {s.title}
        </span>
        <StatusPill kind="section" status={s.status} />
      </span>
      <span className="flex flex-wrap items-center justify-between gap-2 text-xs text-stone-600">
        <span>{t(`length.${unit}`, { count: s.words, target: s.targetLength })}</span>
        <EngineBadge engine={s.engine} model={s.model} />
      </span>
      {s.status === 'stale' && s.staleReason && (
        <span className="text-xs text-orange-800">
          {t('staleBecause', {
            stage: stageName.has(s.staleReason) ? stageName(s.staleReason) : s.staleReason,
          })}
        </span>
      )}
      {unsaved && <span className="text-xs font-medium text-amber-800">{t('unsaved')}</span>}
    </button>
  );
}
