import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { foundOrNotFound, requireAdminPage } from '@/lib/authz/pages';
import { getAdminRound } from '@/lib/data/admin/round-detail';
import { DetailHeader } from '@/components/admin/detail-header';
import { ModelCallsTable } from '@/components/admin/model-calls-table';
import { RoundSummary } from '@/components/admin/round-summary';
import { SuggestionList } from '@/components/share/suggestion-list';
import { VersionChangeView } from '@/components/share/version-change-view';
import { TitledSection } from '@/components/ui/titled-section';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ roundId: string }> };

/** One round in full: suggestions with anchors and statuses, the decision, the diff, the model calls. */
export default async function AdminRoundPage({ params }: Params) {
  await requireAdminPage();
  const round = await foundOrNotFound(getAdminRound(db(), (await params).roundId));
  const t = await getTranslations();
  return (
    <>
      <DetailHeader
        backHref="/admin/rounds"
        back={t('admin.detail.back')}
        title={t('admin.detail.title', { number: round.number, project: round.project.title })}
      />
      <RoundSummary round={round} />
      <TitledSection id="suggestions-heading" title={t('share.suggestions.title')}>
        <SuggestionList suggestions={round.suggestions} showOffsets />
      </TitledSection>
      <TitledSection id="changes-heading" title={t('share.round.changes')}>
        {round.changes.length === 0 ? (
          <p className="text-sm text-stone-600">{t('share.round.noChanges')}</p>
        ) : (
          round.changes.map((c) => <VersionChangeView key={c.after.id} change={c} />)
        )}
      </TitledSection>
      <TitledSection id="calls-heading" title={t('admin.calls.title')}>
        <ModelCallsTable calls={round.modelCalls} empty={t('admin.calls.none')} />
      </TitledSection>
    </>
  );
}
