import { getFormatter, getTranslations } from 'next-intl/server';
import type { ModelCallView } from '@/lib/data/admin/model-calls';
import { labelOr } from '@/components/share/round-labels';
import { DataTable } from '@/components/ui/data-table';
import { callLabels } from './call-labels';

/** Characters of a reply that could not be read shown in the table; the row keeps more. */
const RAW_SHOWN = 4_000;

/**
 * Every model call of a round or run, failed ones included, with the provider's reason for each failure
 * and, for a reply that could not be read, the reply as it came.
 */
export async function ModelCallsTable({ calls, empty }: { calls: ModelCallView[]; empty: string }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = callLabels(t);
  return (
    <DataTable
      rows={calls}
      rowKey={(c) => c.id}
      caption={t('admin.calls.title')}
      empty={empty}
      testId="model-calls"
      rowProps={(c) => ({ 'data-testid': 'model-call', 'data-outcome': c.outcome })}
      columns={[
        {
          key: 'when',
          header: t('admin.calls.when'),
          cell: (c) => (
            <time dateTime={c.createdAt}>{format.dateTime(new Date(c.createdAt), { timeStyle: 'medium' })}</time>
          ),
        },
        { key: 'role', header: t('admin.calls.role'), cell: (c) => labelOr(t, `admin.calls.roles.${c.role}`, c.role) },
        {
          key: 'model',
          header: t('admin.calls.model'),
          cell: (c) => (
            <>
              {c.model}
              <span className="block text-xs text-stone-500">
                {labelOr(t, `engine.${c.engine}`, c.engine)} · {c.provider}
              </span>
            </>
          ),
        },
        {
          key: 'outcome',
          header: t('admin.calls.outcome'),
          cell: (c) => (
            <span className={c.outcome === 'ok' ? 'text-emerald-800' : 'text-red-800'}>{label.outcome(c.outcome)}</span>
          ),
        },
        {
          key: 'reason',
          header: t('admin.calls.reason'),
          cell: (c) => (
            <>
              {label.reason(c.errorCode)}
              {c.rawReply !== null && (
                <details className="mt-1 text-xs" data-testid="raw-reply">
                  <summary className="cursor-pointer text-stone-600">{t('admin.calls.rawReply')}</summary>
                  <pre className="mt-1 max-h-64 max-w-md overflow-auto whitespace-pre-wrap break-words rounded bg-stone-100 p-2">
                    {c.rawReply.length > RAW_SHOWN ? `${c.rawReply.slice(0, RAW_SHOWN)}…` : c.rawReply}
                  </pre>
                </details>
              )}
            </>
          ),
        },
        {
          key: 'latency',
          header: t('admin.calls.latency'),
          align: 'right',
          cell: (c) => t('admin.calls.ms', { ms: format.number(c.latencyMs) }),
        },
        {
          key: 'tokens',
          header: t('admin.calls.tokens'),
          align: 'right',
          cell: (c) =>
            t('share.round.tokensValue', {
              input: format.number(c.inputTokens),
              output: format.number(c.outputTokens),
            }),
        },
        { key: 'attempts', header: t('admin.calls.attempts'), align: 'right', cell: (c) => c.attempts },
      ]}
    />
  );
}
