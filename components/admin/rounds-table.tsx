import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AdminRoundRow } from '@/lib/data/admin-rounds';
import { roundLabels } from '@/components/share/round-labels';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 align-top';

/** One row per round: when, whose project, which stage, how it was decided and why it stopped. */
export async function RoundsTable({ rows }: { rows: AdminRoundRow[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = roundLabels(t);
  if (rows.length === 0) return <p className="text-sm text-stone-600">{t('admin.rounds.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="rounds-table">
        <caption className="sr-only">{t('admin.rounds.caption')}</caption>
        <thead className="bg-stone-100 text-left text-stone-700">
          <tr>
            <th scope="col" className={th}>
              {t('admin.rounds.date')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.project')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.owner')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.stage')}
            </th>
            <th scope="col" className={th}>
              {t('admin.rounds.round')}
            </th>
            <th scope="col" className={th}>
              {t('admin.filters.engine')}
            </th>
            <th scope="col" className={th}>
              {t('admin.filters.decision')}
            </th>
            <th scope="col" className={th}>
              {t('admin.filters.stopReason')}
            </th>
            <th scope="col" className={th}>
              {t('share.round.counts')}
            </th>
            <th scope="col" className={th}>
              {t('share.round.tokens')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-stone-100 hover:bg-stone-50">
              <td className={td}>
                <time dateTime={r.createdAt}>
                  {format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
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
              <td className={td}>{t(`stages.${r.stageKey}`)}</td>
              <td className={td}>
                <Link
                  href={`/admin/rounds/${r.id}`}
                  className="text-indigo-800 hover:underline"
                  aria-label={t('admin.rounds.open', { number: r.number, project: r.project.title })}
                >
                  {t('admin.rounds.roundNumber', { number: r.number })}
                </Link>
                <span className="block text-xs text-stone-500">{label.status(r.status)}</span>
              </td>
              <td className={td}>{label.engine(r.engine)}</td>
              <td className={td}>{label.decision(r.decision)}</td>
              <td className={td}>{label.stopReason(r.stopReason)}</td>
              <td className={td}>{t('share.round.countsValue', r.counts)}</td>
              <td className={td}>{t('share.round.tokensValue', r.tokens)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
