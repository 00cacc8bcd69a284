import { getFormatter, getTranslations } from 'next-intl/server';
import type { ShareLinkItem } from '@/lib/data/share/links';
import { DataTable } from '@/components/ui/data-table';
import { ShareLinkActions } from './share-link-actions';

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
      <DataTable
        rows={links}
        rowKey={(l) => l.id}
        caption={t('listTitle')}
        empty={t('empty')}
        testId="share-links"
        columns={[
          {
            key: 'label',
            header: t('label'),
            rowHeader: true,
            cell: (l) => (
              <>
                {l.label ?? <span className="text-stone-500">{t('noLabel')}</span>}
                <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800">
                  {l.allowComments ? t('kinds.comment') : t('kinds.read')}
                </span>
              </>
            ),
          },
          { key: 'created', header: t('createdAt'), cell: (l) => when(l.createdAt, '') },
          { key: 'expires', header: t('expiresAt'), cell: (l) => when(l.expiresAt, t('never')) },
          { key: 'opened', header: t('lastOpenedAt'), cell: (l) => when(l.lastOpenedAt, t('notOpened')) },
          {
            key: 'status',
            header: t('status'),
            cell: (l) => (
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[l.status]}`}>
                {t(`statuses.${l.status}`)}
              </span>
            ),
          },
          {
            key: 'actions',
            header: t('actions'),
            hiddenHeader: true,
            align: 'right',
            cell: (l) => (
              <ShareLinkActions projectId={projectId} linkId={l.id} label={l.label ?? t('noLabel')} status={l.status} />
            ),
          },
        ]}
      />
    </section>
  );
}
