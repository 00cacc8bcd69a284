import { getFormatter, getTranslations } from 'next-intl/server';
import type { UsageLine } from '@/lib/data/admin-usage';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 text-right tabular-nums';

/** Calls, tokens and cost per user, project, model or day. */
export async function UsageTable({
  title,
  keyLabel,
  lines,
  testId,
}: {
  title: string;
  keyLabel: string;
  lines: UsageLine[];
  testId: string;
}) {
  const t = await getTranslations('admin.usage');
  const format = await getFormatter();
  const n = (v: number) => format.number(v);
  const usd = (v: number) =>
    format.number(v, { style: 'currency', currency: 'USD', maximumFractionDigits: v < 1 ? 4 : 2 });
  return (
    <section
      aria-labelledby={`${testId}-heading`}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
    >
      <h2 id={`${testId}-heading`} className="px-3 pt-3 font-semibold">
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className="p-3 text-sm text-stone-600">{t('none')}</p>
      ) : (
        <table className="mt-2 w-full text-sm" data-testid={testId}>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className={`${th} text-left`}>
                {keyLabel}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('calls')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('inputTokens')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('outputTokens')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.key} className="border-t border-stone-100">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {l.label || t('noProject')}
                </th>
                <td className={td}>{n(l.calls)}</td>
                <td className={td}>{n(l.inputTokens)}</td>
                <td className={td}>{n(l.outputTokens)}</td>
                <td className={td}>
                  {l.cost !== null
                    ? usd(l.cost)
                    : l.pricedCost > 0
                      ? t('partialCost', { cost: usd(l.pricedCost) })
                      : t('noPrice')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
