'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { MergeEditor, type MergeEditorHandle } from '@/components/editor/merge-editor';

interface Props {
  theirs: string;
  theirsVersion: number;
  savedBy: 'you' | 'run';
  mine: string;
  pending: boolean;
  onKeepMine: (text: string) => void;
  onTakeTheirs: () => void;
}

/** A stale save: both texts side by side, nothing lost until the writer chooses. */
export function SectionConflict({ theirs, theirsVersion, savedBy, mine, pending, onKeepMine, onTakeTheirs }: Props) {
  const t = useTranslations('stagePage.conflict');
  const merge = useRef<MergeEditorHandle>(null);
  return (
    <section
      role="alert"
      aria-labelledby="section-conflict-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="section-conflict"
      data-saved-by={savedBy}
    >
      <h3 id="section-conflict-title" className="font-medium text-amber-950">
        {savedBy === 'you' ? t('titleOwnTab') : t('titleRun')}
      </h3>
      <p className="text-sm text-amber-950">{t('sectionBody')}</p>
      <div className="grid grid-cols-2 gap-2 text-xs font-medium text-stone-700" aria-hidden="true">
        <span>{t('mineEditable')}</span>
        <span>{t('theirs', { version: theirsVersion })}</span>
      </div>
      <MergeEditor
        ref={merge}
        theirs={theirs}
        mine={mine}
        theirsLabel={t('theirs', { version: theirsVersion })}
        mineLabel={t('mineEditable')}
        takeLabel={t('takeChange')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending} onClick={() => onKeepMine(merge.current?.getMine() ?? mine)}>
          {t('keepMine')}
        </Button>
        <Button type="button" variant="secondary" disabled={pending} onClick={onTakeTheirs}>
          {t('takeTheirs')}
        </Button>
      </div>
    </section>
  );
}
