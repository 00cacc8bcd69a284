import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { requireAdminPage } from '@/lib/data/admin-guard';
import { getAdminRound } from '@/lib/data/admin-round-detail';
import { ModelCallsTable } from '@/components/admin/model-calls-table';
import { RoundSummary } from '@/components/admin/round-summary';
import { SuggestionList } from '@/components/share/suggestion-list';
import { VersionChangeView } from '@/components/share/version-change-view';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ roundId: string }> };

/** One round in full: suggestions with anchors and statuses, the decision, the diff, the model calls. */
export default async function AdminRoundPage({ params }: Params) {
  await requireAdminPage();
  const round = await getAdminRound(db(), (await params).roundId).catch((error) => {
    if (error instanceof ExpectedError) notFound();
    throw error;
  });
  const t = await getTranslations();
  const heading = 'text-lg font-semibold';
  return (
    <>
      <div>
        <Link href="/admin/rounds" className="text-sm text-indigo-800 hover:underline">
          {t('admin.detail.back')}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">
          {t('admin.detail.title', { number: round.number, project: round.project.title })}
        </h1>
      </div>
      <RoundSummary round={round} />
      <section aria-labelledby="suggestions-heading" className="flex flex-col gap-2">
        <h2 id="suggestions-heading" className={heading}>
          {t('share.suggestions.title')}
        </h2>
        <SuggestionList suggestions={round.suggestions} showOffsets />
      </section>
      <section aria-labelledby="changes-heading" className="flex flex-col gap-2">
        <h2 id="changes-heading" className={heading}>
          {t('share.round.changes')}
        </h2>
        {round.changes.length === 0 ? (
          <p className="text-sm text-stone-600">{t('share.round.noChanges')}</p>
        ) : (
          round.changes.map((c) => <VersionChangeView key={c.after.id} change={c} />)
        )}
      </section>
      <section aria-labelledby="calls-heading" className="flex flex-col gap-2">
        <h2 id="calls-heading" className={heading}>
          {t('admin.calls.title')}
        </h2>
        <ModelCallsTable calls={round.modelCalls} empty={t('admin.calls.none')} />
      </section>
    </>
  );
}
