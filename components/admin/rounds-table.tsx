import { Link } from '@/components/ui/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AdminRoundRow } from '@/lib/data/admin/rounds';
import { roundLabels } from '@/components/share/round-labels';
import { DataTable } from '@/components/ui/data-table';
import { ProjectLink, UserLink } from './admin-links';

/** One row per round: when, whose project, which stage, how it was decided and why it stopped. */
export async function RoundsTable({ rows }: { rows: AdminRoundRow[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = roundLabels(t);
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={t('admin.rounds.caption')}
      empty={t('admin.rounds.empty')}
      testId="rounds-table"
      columns={[
        {
          key: 'date',
          header: t('admin.rounds.date'),
          cell: (r) => (
            <time dateTime={r.createdAt}>
              {format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ),
        },
        {
          key: 'project',
          header: t('admin.rounds.project'),
          cell: (r) => <ProjectLink project={r.project} detail={t(`templates.${r.project.template}`)} />,
        },
        { key: 'owner', header: t('admin.rounds.owner'), cell: (r) => <UserLink user={r.owner} /> },
        { key: 'stage', header: t('admin.rounds.stage'), cell: (r) => t(`stages.${r.stageKey}`) },
        {
          key: 'round',
          header: t('admin.rounds.round'),
          cell: (r) => (
            <Link
              href={`/admin/rounds/${r.id}`}
              className="text-indigo-800 hover:underline"
              aria-label={t('admin.rounds.open', { number: r.number, project: r.project.title })}
            >
              {t('admin.rounds.roundNumber', { number: r.number })}
            </Link>
          ),
        },
        { key: 'status', header: t('admin.rounds.status'), cell: (r) => label.status(r.status) },
        { key: 'engine', header: t('admin.filters.engine'), cell: (r) => label.engine(r.engine) },
        { key: 'decision', header: t('admin.filters.decision'), cell: (r) => label.decision(r.decision) },
        { key: 'stopReason', header: t('admin.filters.stopReason'), cell: (r) => label.stopReason(r.stopReason) },
        { key: 'counts', header: t('share.round.counts'), cell: (r) => t('share.round.countsValue', r.counts) },
        { key: 'tokens', header: t('share.round.tokens'), cell: (r) => t('share.round.tokensValue', r.tokens) },
      ]}
    />
  );
}
