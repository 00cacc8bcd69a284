'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ConflictFrame, type SavedBy } from '@/components/ui/conflict-frame';
import { DiffSegmentsView } from '@/components/history/diff-segments-view';
import { artifactToText } from '@/components/history/version-text';
import { diffTexts } from '@/lib/text/diff';
import type { Shape } from './shape';

interface Props {
  theirs: unknown;
  theirsVersion: number;
  savedBy: SavedBy;
  mine: unknown;
  shape: Shape | null;
  pending: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A stale artifact save: the saved version and the writer's draft side by side, differences marked. */
export function ArtifactConflict({
  theirs,
  theirsVersion,
  savedBy,
  mine,
  shape,
  pending,
  onKeepMine,
  onTakeTheirs,
}: Props) {
  const t = useTranslations('stagePage.conflict');
  const segments = useMemo(
    () =>
      diffTexts(
        artifactToText(theirs, shape ?? undefined).join('\n'),
        artifactToText(mine, shape ?? undefined).join('\n'),
      ),
    [theirs, mine, shape],
  );
  const box = 'max-h-[50vh] overflow-auto rounded-lg border border-stone-200 bg-white p-3';
  return (
    <ConflictFrame
      title={t(savedBy === 'you' ? 'titleOwnTab' : 'titleRun')}
      body={t('artifactBody')}
      keepMineLabel={t('keepMine')}
      takeTheirsLabel={t('takeTheirs')}
      pending={pending}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="artifact-conflict"
    >
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h4 className="text-xs font-medium text-stone-700">{t('theirs', { version: theirsVersion })}</h4>
          <div className={box} data-testid="conflict-theirs">
            <DiffSegmentsView segments={segments} side="before" />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h4 className="text-xs font-medium text-stone-700">{t('mine')}</h4>
          <div className={box} data-testid="conflict-mine">
            <DiffSegmentsView segments={segments} side="after" />
          </div>
        </div>
      </div>
    </ConflictFrame>
  );
}
