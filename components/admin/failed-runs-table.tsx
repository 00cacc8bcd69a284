import { getFormatter, getTranslations } from 'next-intl/server';
import type { FailedRunRow } from '@/lib/data/admin/failed-runs';
import { DataTable } from '@/components/ui/data-table';
import { ProjectLink, RunLink, UserLink } from './admin-links';
import { callLabels } from './call-labels';
import { RetryRunButton } from './retry-run-button';

/** Failed runs with their reason; each opens on its model calls and can be retried unless the project is busy. */
export async function FailedRunsTable({ rows }: { rows: FailedRunRow[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = callLabels(t);
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={t('admin.runs.title')}
      empty={t('admin.runs.empty')}
      testId="failed-runs"
      rowProps={() => ({ 'data-testid': 'failed-run' })}
      columns={[
        {
          key: 'when',
          header: t('admin.runs.failedAt'),
          cell: (r) => (
            <time dateTime={r.finishedAt ?? r.createdAt}>
              {format.dateTime(new Date(r.finishedAt ?? r.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ),
        },
        {
          key: 'run',
          header: t('admin.runs.kind'),
          cell: (r) => (
            <>
              <RunLink
                runId={r.id}
                label={t('admin.runs.open', { label: `${r.project.title} · ${label.runKind(r.kind)}` })}
              >
                {label.runKind(r.kind)}
              </RunLink>
              {r.stageKey && <span className="block text-xs text-stone-500">{t(`stages.${r.stageKey}`)}</span>}
            </>
          ),
        },
        {
          key: 'project',
          header: t('admin.rounds.project'),
          cell: (r) => <ProjectLink project={r.project} detail={t(`templates.${r.project.template}`)} />,
        },
        { key: 'owner', header: t('admin.rounds.owner'), cell: (r) => <UserLink user={r.owner} /> },
        {
          key: 'reason',
          header: t('admin.runs.reason'),
          cell: (r) => (
            <>
              {r.errorCode && <span className="text-xs font-medium text-red-800">{label.reason(r.errorCode)}</span>}
              <span className="block whitespace-pre-wrap">{r.errorMessage ?? '—'}</span>
            </>
          ),
        },
        {
          key: 'attempts',
          header: t('admin.calls.attempts'),
          align: 'right',
          cell: (r) => r.attempts ?? '—',
        },
        {
          key: 'actions',
          header: t('admin.runs.actions'),
          hiddenHeader: true,
          align: 'right',
          cell: (r) => (
            <>
              <RetryRunButton
                runId={r.id}
                label={`${r.project.title} · ${label.runKind(r.kind)}`}
                disabled={r.blocked}
              />
              {r.blocked && <p className="mt-1 text-xs text-stone-500">{t('admin.runs.busy')}</p>}
            </>
          ),
        },
      ]}
    />
  );
}
