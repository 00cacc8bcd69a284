'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SectionOutline } from '@/lib/data/stage-view.types';
import { EngineBadge } from '@/components/ui/engine-badge';
import { StatusPill } from '@/components/ui/status-pill';
import { Button } from '@/components/ui/button';

// A book can have hundreds of sections: the list shows them a page at a time (always with the open one).
const PAGE = 80;

interface Props {
  sections: SectionOutline[];
  selectedId: string | null;
  unsavedIds: ReadonlySet<string>;
  language: 'en' | 'zh';
  onSelect: (id: string) => void;
}

/** The stage's sections in order: number, title, status, length against target, engine. */
export function SectionList({ sections, selectedId, unsavedIds, language, onSelect }: Props) {
  const t = useTranslations('stagePage.sections');
  const stageName = useTranslations('stages');
  const [limit, setLimit] = useState(PAGE);
  if (sections.length === 0) return <p className="text-sm text-stone-500">{t('empty')}</p>;
  const shown = Math.max(limit, sections.findIndex((s) => s.id === selectedId) + 1);
  // The unit follows the text (CJK in characters); empty text follows the project.
  const unit = (s: SectionOutline) => (s.words > 0 ? s.lengthUnit : language === 'zh' ? 'chars' : 'words');
  return (
    <>
      <ul aria-label={t('listLabel')} className="flex flex-col gap-1.5" data-testid="section-list">
        {sections.slice(0, shown).map((s) => {
          const selected = s.id === selectedId;
          return (
            <li key={s.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(s.id)}
                className={`flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left text-sm transition-colors ${
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
                  <span>{t(`length.${unit(s)}`, { count: s.words, target: s.targetLength })}</span>
                  <EngineBadge engine={s.engine} model={s.model} />
                </span>
                {s.status === 'stale' && s.staleReason && (
                  <span className="text-xs text-orange-800">
                    {t('staleBecause', {
                      stage: stageName.has(s.staleReason) ? stageName(s.staleReason) : s.staleReason,
                    })}
                  </span>
                )}
                {unsavedIds.has(s.id) && <span className="text-xs font-medium text-amber-800">{t('unsaved')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {shown < sections.length && (
        <Button type="button" variant="ghost" onClick={() => setLimit(shown + PAGE)}>
          {t('listMore', { count: Math.min(PAGE, sections.length - shown) })}
        </Button>
      )}
    </>
  );
}
