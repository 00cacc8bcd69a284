import { getFormatter, getTranslations } from 'next-intl/server';
import type { FailedRunRow } from '@/lib/data/admin-runs';
import { RetryRunButton } from './retry-run-button';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 align-top';

/** Failed runs with their reason; each can be retried unless the project is busy with another run. */
export async function FailedRunsTable({ rows }: { rows: FailedRunRow[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  if (rows.length === 0) return <p className="text-sm text-stone-600">{t('admin.runs.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="failed-runs">
        <caption className="sr-only">{t('admin.runs.title')}</caption>
        <thead className="bg-stone-100 text-left text-stone-700">
          <tr>
            <th scope="col" className={th}>
              {t('admin.runs.failedAt')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.project')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.owner')}
            </th>
            <th scope="col" className={th}>
              {t('admin.runs.kind')}
            </th>
            <th scope="col" className={th}>
              {t('admin.runs.reason')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.attempts')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('admin.runs.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const when = r.finishedAt ?? r.createdAt;
            return (
              <tr key={r.id} className="border-t border-stone-100" data-testid="failed-run">
                <td className={td}>
                  <time dateTime={when}>
                    {format.dateTime(new Date(when), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td className={td}>
                  {r.project.title}
                  <span className="block text-xs text-stone-500">{t(`templates.${r.project.template}`)}</span>
                </td>
                <td className={td}>
                  {r.owner.name}
                  <span className="block text-xs text-stone-500">{r.owner.email}</span>
                </td>
                <td className={td}>
                  {r.kind}
                  {r.stageKey && <span className="block text-xs text-stone-500">{t(`stages.${r.stageKey}`)}</span>}
                </td>
                <td className={td}>
                  {r.errorCode && <code className="rounded bg-red-50 px-1 text-xs text-red-800">{r.errorCode}</code>}
                  <span className="block whitespace-pre-wrap">{r.errorMessage ?? '—'}</span>
                </td>
                <td className={td}>{r.attempts}</td>
                <td className={`${td} text-right`}>
                  <RetryRunButton runId={r.id} label={`${r.project.title} · ${r.kind}`} disabled={r.blocked} />
                  {r.blocked && <p className="mt-1 text-xs text-stone-500">{t('admin.runs.busy')}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
