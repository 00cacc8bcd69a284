import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { requirePageCaller } from '@/lib/authz/pages';
import { db } from '@/lib/db';
import { listProjects } from '@/lib/data/projects/projects';
import { ProjectFilters } from '@/components/projects/project-filters';
import { ProjectList } from '@/components/projects/project-list';
import { parseListQuery } from '@/components/projects/project-list-query';
import { ProjectPager } from '@/components/projects/project-pager';
import { ClientMessages } from '@/components/ui/client-messages';

export async function generateMetadata() {
  return { title: (await getTranslations('projects'))('title') };
}

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const caller = await requirePageCaller();
  const t = await getTranslations();
  const filter = parseListQuery(await searchParams);
  const page = await listProjects(db(), caller.id, filter);
  const filtered = Boolean(filter.template || filter.state || filter.mode);
  return (
    <ClientMessages scope="workspace">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <h1 className="text-2xl font-semibold">{t('projects.title')}</h1>
          <Link href="/projects/trash" className="ml-auto text-sm text-stone-700 hover:underline">
            {t('trash.link')}
          </Link>
          <Link
            href="/projects/new"
            className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-800"
          >
            {t('projects.new')}
          </Link>
        </div>
        <ProjectFilters filter={filter} />
        {page.items.length === 0 ? (
          <p className="text-stone-600">{t(filtered ? 'projects.noMatch' : 'projects.empty')}</p>
        ) : (
          <ProjectList projects={page.items} />
        )}
        <ProjectPager filter={filter} page={page} />
      </div>
    </ClientMessages>
  );
}
