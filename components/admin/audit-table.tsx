import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/lib/data/admin-audit';
import { labelOr } from '@/components/share/round-labels';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 align-top';

/** Who did what, to what, when. */
export async function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  if (rows.length === 0) return <p className="text-sm text-stone-600">{t('admin.audit.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="audit-log">
        <caption className="sr-only">{t('admin.audit.title')}</caption>
        <thead className="bg-stone-100 text-left text-stone-700">
          <tr>
            <th scope="col" className={th}>
              {t('admin.audit.when')}
            </th>
            <th scope="col" className={th}>
              {t('admin.audit.who')}
            </th>
            <th scope="col" className={th}>
              {t('admin.audit.action')}
            </th>
            <th scope="col" className={th}>
              {t('admin.audit.target')}
            </th>
            <th scope="col" className={th}>
              {t('admin.audit.details')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-stone-100">
              <td className={td}>
                <time dateTime={r.createdAt}>
                  {format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}
                </time>
              </td>
              <td className={td}>
                {r.actor.name}
                <span className="block text-xs text-stone-500">{r.actor.email}</span>
              </td>
              <td className={td}>{labelOr(t, `admin.audit.actions.${r.action.replace('.', '_')}`, r.action)}</td>
              <td className={td}>
                <code className="text-xs">
                  {r.targetType}:{r.targetId}
                </code>
              </td>
              <td className={td}>
                {r.details && (
                  <dl className="text-xs">
                    {Object.entries(r.details).map(([k, v]) => (
                      <div key={k} className="flex gap-1">
                        <dt className="text-stone-500">{k}:</dt>
                        <dd className="break-all">{v === null ? '—' : String(v)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
