import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';

/** Previous / next links for a server-side paginated table. */
export async function Pager({
  page,
  pageCount,
  total,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const t = await getTranslations('admin.pager');
  const link = 'rounded border border-stone-300 bg-white px-3 py-1.5 hover:bg-stone-100';
  return (
    <nav aria-label={t('label')} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={link} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span className="px-3 py-1.5 text-stone-500">{t('previous')}</span>
      )}
      <span aria-current="page">{t('position', { page, pageCount, total })}</span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={link} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span className="px-3 py-1.5 text-stone-500">{t('next')}</span>
      )}
    </nav>
  );
}
