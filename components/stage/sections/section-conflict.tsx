'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ConflictFrame, type SavedBy } from '@/components/ui/conflict-frame';
import { MergeEditor } from '@/components/editor/lazy-merge-editor';
import type { MergeEditorHandle } from '@/components/editor/merge-editor';

interface Props {
  theirs: string;
  theirsVersion: number;
  savedBy: SavedBy;
  mine: string;
  pending: boolean;
  onKeepMine: (text: string) => void;
  onTakeTheirs: () => void;
}

/** A stale save: both texts side by side (the writer's editable), nothing lost until the writer chooses. */
export function SectionConflict({ theirs, theirsVersion, savedBy, mine, pending, onKeepMine, onTakeTheirs }: Props) {
  const t = useTranslations('stagePage.conflict');
  const merge = useRef<MergeEditorHandle>(null);
  return (
    <ConflictFrame
      title={t(savedBy === 'you' ? 'titleOwnTab' : 'titleRun')}
      body={t('sectionBody')}
      keepMineLabel={t('keepMine')}
      takeTheirsLabel={t('takeTheirs')}
      pending={pending}
      onKeepMine={() => onKeepMine(merge.current?.getMine() ?? mine)}
      onTakeTheirs={onTakeTheirs}
      testId="section-conflict"
    >
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
    </ConflictFrame>
  );
}
