'use client';

import { useTranslations } from 'next-intl';
import { TextChange } from './text-change';
import { useRoundDiff } from './use-round-diff';
import { LoadStatus } from '@/components/ui/load-status';

/** The texts a round revised, before and after, with word-level changes marked. */
export function RoundDiffView({ projectId, roundId, status }: { projectId: string; roundId: string; status: string }) {
  const t = useTranslations('loops.history');
  const stageName = useTranslations('stages');
  const loaded = useRoundDiff(projectId, roundId, status);
  if (loaded.status !== 'ready')
    return <LoadStatus status={loaded.status} loading={t('loadingDiff')} failed={t('diffFailed')} />;
  if (loaded.diff.sections.length === 0) return <p className="text-sm text-stone-500">{t('noChanges')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="round-diff">
      {loaded.diff.sections.map((s, i) => (
        <TextChange
          key={s.sectionId ?? `artifact-${i}`}
          heading={
            <h5 className="text-sm font-medium">
              {!s.sectionId && stageName.has(s.title) ? stageName(s.title) : s.title}
            </h5>
          }
          before={s.before}
          after={s.after}
          identical={t('identical')}
          testId="round-diff-section"
        />
      ))}
    </div>
  );
}
