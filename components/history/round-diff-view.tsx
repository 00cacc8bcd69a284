'use client';

import { useTranslations } from 'next-intl';
import { TextChange } from './text-change';
import { useRoundDiff } from './use-round-diff';

/** The texts a round revised, before and after, with word-level changes marked. */
export function RoundDiffView({ projectId, roundId, status }: { projectId: string; roundId: string; status: string }) {
  const t = useTranslations('loops.history');
  const stageName = useTranslations('stages');
  const loaded = useRoundDiff(projectId, roundId, status);
  if (loaded.status === 'loading')
    return (
      <p role="status" className="text-sm text-stone-500">
        {t('loadingDiff')}
      </p>
    );
  if (loaded.status === 'error')
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('diffFailed')}
      </p>
    );
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
