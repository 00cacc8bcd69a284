import { getTranslations } from 'next-intl/server';
import type { ModelCallView } from '@/lib/data/admin-round-detail';
import { labelOr } from '@/components/share/round-labels';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2';

/** Every model call the round made, failed ones included. */
export async function ModelCallsTable({ calls }: { calls: ModelCallView[] }) {
  const t = await getTranslations();
  if (calls.length === 0) return <p className="text-sm text-stone-600">{t('admin.calls.none')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="model-calls">
        <caption className="sr-only">{t('admin.calls.title')}</caption>
        <thead className="bg-stone-100 text-left text-stone-700">
          <tr>
            <th scope="col" className={th}>
              {t('admin.calls.role')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.model')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.tokens')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.latency')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.attempts')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.outcome')}
            </th>
            <th scope="col" className={th}>
              {t('admin.calls.error')}
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c) => (
            <tr key={c.id} className="border-t border-stone-100">
              <td className={td}>{c.role}</td>
              <td className={td}>
                {c.model}
                <span className="block text-xs text-stone-500">
                  {labelOr(t, `engine.${c.engine}`, c.engine)} · {c.provider}
                </span>
              </td>
              <td className={td}>{t('share.round.tokensValue', { input: c.inputTokens, output: c.outputTokens })}</td>
              <td className={td}>{t('admin.calls.ms', { ms: c.latencyMs })}</td>
              <td className={td}>{c.attempts}</td>
              <td className={td}>
                <span className={c.outcome === 'ok' ? 'text-emerald-800' : 'text-red-800'}>
                  {labelOr(t, `admin.calls.outcomes.${c.outcome}`, c.outcome)}
                </span>
              </td>
              <td className={td}>{c.errorCode ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
