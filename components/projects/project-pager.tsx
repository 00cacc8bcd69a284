import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { ProjectPage } from '@/lib/data/projects/projects';
import { projectListHref, type ListQuery } from './project-list-query';

/** Previous / next page links and where the reader is; nothing when everything fits on one page. */
export async function ProjectPager({ filter, page }: { filter: ListQuery; page: ProjectPage }) {
  const t = await getTranslations('projects');
  if (page.pageCount <= 1) return null;
  const link = 'rounded border border-stone-300 px-3 py-1 hover:bg-stone-100';
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-3 text-sm">
      {page.page > 1 && (
        <Link href={projectListHref(filter, { page: page.page - 1 })} className={link} rel="prev">
          {t('previousPage')}
        </Link>
      )}
      <span className="text-stone-600" data-testid="project-page">
        {t('pageOf', { page: page.page, count: page.pageCount, total: page.total })}
      </span>
      {page.page < page.pageCount && (
        <Link href={projectListHref(filter, { page: page.page + 1 })} className={link} rel="next">
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}
