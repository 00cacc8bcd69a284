import { getFormatter, getTranslations } from 'next-intl/server';
import type { ShareLinkItem } from '@/lib/data/share-links';
import { RevokeShareLinkButton } from './revoke-share-link-button';

const STATUS_TONE = {
  active: 'bg-emerald-100 text-emerald-800',
  revoked: 'bg-stone-200 text-stone-700',
  expired: 'bg-amber-100 text-amber-900',
} as const;

/** The project's links with when they were made, when they expire, and when they were last opened. */
export async function ShareLinkList({ projectId, links }: { projectId: string; links: ShareLinkItem[] }) {
  const t = await getTranslations('share.settings');
  const format = await getFormatter();
  const when = (iso: string | null, fallback: string) =>
    iso ? (
      <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })}</time>
    ) : (
      fallback
    );
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading" className="mb-3 font-semibold">
        {t('listTitle')}
      </h2>
      {links.length === 0 ? (
        <p className="text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <table
          className="w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-sm"
          data-testid="share-links"
        >
          <thead className="bg-stone-100 text-left text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('label')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('createdAt')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('expiresAt')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('lastOpenedAt')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('status')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id} className="border-t border-stone-100">
                <td className="px-3 py-2">{link.label ?? <span className="text-stone-500">{t('noLabel')}</span>}</td>
                <td className="px-3 py-2">{when(link.createdAt, '')}</td>
                <td className="px-3 py-2">{when(link.expiresAt, t('never'))}</td>
                <td className="px-3 py-2">{when(link.lastOpenedAt, t('notOpened'))}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[link.status]}`}>
                    {t(`statuses.${link.status}`)}
                  </span>
                </td>
                <td className="px-3 py-2 text-right">
                  {link.status === 'active' && (
                    <RevokeShareLinkButton projectId={projectId} linkId={link.id} label={link.label ?? t('noLabel')} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
