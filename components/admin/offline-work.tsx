import { getFormatter, getTranslations } from 'next-intl/server';
import type { OfflineWork } from '@/lib/data/admin/offline-work';
import { UsageSection } from './usage-section';

/** What the built-in offline engine did: no model calls and no cost, so it is counted by its output. */
export async function OfflineWorkSummary({ work }: { work: OfflineWork }) {
  const t = await getTranslations('admin.usage');
  const format = await getFormatter();
  const none = work.texts + work.rounds + work.findings === 0;
  return (
    <UsageSection title={t('offlineTitle')} id="usage-offline">
      {none ? (
        <p className="text-sm text-stone-600">{t('offlineNone')}</p>
      ) : (
        <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="usage-offline">
          {(['texts', 'rounds', 'findings'] as const).map((k) => (
            <div key={k}>
              <dt className="text-stone-500">{t(`offline.${k}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{format.number(work[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-stone-500">{t('offlineNoCost')}</p>
    </UsageSection>
  );
}
