import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';

/** The frame of a paged admin list: its heading, an optional introduction, the table, and the pager. */
export async function PagedList({
  namespace,
  intro,
  page,
  pageCount,
  total,
  basePath,
  children,
}: {
  /** The messages namespace holding `title` (and `intro` when `intro` is set). */
  namespace: 'admin.audit' | 'admin.runs';
  intro?: boolean;
  page: number;
  pageCount: number;
  total: number;
  basePath: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations(namespace);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.has('titleCount') ? t('titleCount', { count: total }) : t('title')}</h1>
      {intro && <p className="text-sm text-stone-600">{t('intro')}</p>}
      {children}
      <Pager page={page} pageCount={pageCount} total={total} hrefFor={(p) => `${basePath}?page=${p}`} />
    </>
  );
}

/** `generateMetadata` for an admin page: its title from the namespace's `title`. */
export const adminTitle = (namespace: string) => async () => ({
  title: (await getTranslations(namespace))('title'),
});
