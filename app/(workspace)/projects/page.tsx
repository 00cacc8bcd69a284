import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requirePageCaller } from '@/lib/authz';
import { db } from '@/lib/db';
import { listProjects } from '@/lib/data/projects';
import { TEMPLATE_KINDS, type TemplateKind } from '@/lib/workflow/templates';
import { ProjectList } from '@/components/projects/project-list';

export async function generateMetadata() {
  return { title: (await getTranslations('projects'))('title') };
}

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<{ template?: string }> }) {
  const caller = await requirePageCaller();
  const t = await getTranslations();
  const { template } = await searchParams;
  const filter = TEMPLATE_KINDS.includes(template as TemplateKind) ? (template as TemplateKind) : undefined;
  const projects = await listProjects(db(), caller.id, { template: filter });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-semibold">{t('projects.title')}</h1>
        <nav aria-label={t('projects.template')} className="flex gap-2 text-sm">
          <Link
            href="/projects"
            aria-current={!filter ? 'page' : undefined}
            className="rounded px-2 py-1 aria-[current=page]:bg-stone-200"
          >
            {t('projects.filterAll')}
          </Link>
          {TEMPLATE_KINDS.map((k) => (
            <Link
              key={k}
              href={`/projects?template=${k}`}
              aria-current={filter === k ? 'page' : undefined}
              className="rounded px-2 py-1 aria-[current=page]:bg-stone-200"
            >
              {t(`templates.${k}`)}
            </Link>
          ))}
        </nav>
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
      {projects.length === 0 ? (
        <p className="text-stone-600">{t('projects.empty')}</p>
      ) : (
        <ProjectList projects={projects} />
      )}
    </div>
  );
}
