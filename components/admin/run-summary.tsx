import { Link } from '@/components/ui/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Fact } from '@/components/ui/fact';
import type { AdminRunDetail } from '@/lib/data/admin/failed-runs';
import { ProjectLink, UserLink } from './admin-links';
import { callLabels } from './call-labels';
import { RetryRunButton } from './retry-run-button';

/** The run's facts and why it failed; then the steps it finished, in order. */
export async function RunSummary({ run }: { run: AdminRunDetail }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = callLabels(t);
  const when = (iso: string) => (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' })}</time>
  );
  const item = (term: string, value: React.ReactNode) => <Fact term={term}>{value}</Fact>;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 md:grid-cols-4" data-testid="run-summary">
        {item(t('admin.rounds.project'), <ProjectLink project={run.project} />)}
        {item(t('admin.rounds.owner'), <UserLink user={run.owner} />)}
        {item(
          t('admin.runs.kind'),
          run.stageKey ? `${label.runKind(run.kind)} · ${t(`stages.${run.stageKey}`)}` : label.runKind(run.kind),
        )}
        {item(t('admin.runs.status'), t(`admin.runs.statuses.${run.status}`))}
        {item(t('admin.runs.started'), when(run.createdAt))}
        {item(t('admin.runs.failedAt'), run.finishedAt ? when(run.finishedAt) : '—')}
        {item(t('admin.calls.attempts'), run.attempts ?? '—')}
        {item(t('admin.runs.starts'), run.starts)}
      </dl>
      {run.status === 'failed' && (
        <div role="note" className="rounded-md bg-red-50 px-3 py-2 text-red-900" data-testid="run-reason">
          <p className="font-medium">{label.reason(run.errorCode)}</p>
          <p className="whitespace-pre-wrap">{run.errorMessage ?? '—'}</p>
          <div className="mt-2">
            <RetryRunButton
              runId={run.id}
              label={`${run.project.title} · ${label.runKind(run.kind)}`}
              disabled={run.blocked}
            />
          </div>
        </div>
      )}
      {run.rounds.length > 0 && (
        <p>
          {t('admin.runs.rounds')}{' '}
          {run.rounds.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ', '}
              <Link href={`/admin/rounds/${r.id}`} className="text-indigo-800 hover:underline">
                {t('admin.rounds.roundNumber', { number: r.number })}
              </Link>
            </span>
          ))}
        </p>
      )}
      {run.read.length > 0 && (
        <section aria-labelledby="read-heading">
          <h2 id="read-heading" className="font-semibold">
            {t('admin.runs.read')}
          </h2>
          <ul className="ml-5 list-disc" data-testid="run-read">
            {run.read.map((v) => (
              <li key={v.id}>
                {t('admin.runs.readVersion', {
                  unit: v.section ?? t(`stages.${v.stageKey}`),
                  number: v.number,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="font-semibold">
          {t('admin.runs.steps')}
        </h2>
        {run.steps.length === 0 ? (
          <p className="text-stone-600">{t('admin.runs.noSteps')}</p>
        ) : (
          <ol className="ml-5 list-decimal" data-testid="run-steps">
            {run.steps.map((s) => (
              <li key={s.key}>
                <code className="text-xs">{s.key}</code> · {when(s.createdAt)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
