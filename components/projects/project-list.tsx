import { Link } from '@/components/ui/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ProjectListItem } from '@/lib/data/projects/projects';
import { ProgressBar } from '@/components/ui/progress-bar';

export async function ProjectList({ projects }: { projects: ProjectListItem[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  // On a phone the table keeps three columns, and scrolls within its frame rather than the page.
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-stone-200 bg-white text-sm"
        data-testid="project-list"
      >
        <thead className="bg-stone-100 text-left text-stone-700">
          <tr>
            <th className="px-4 py-2 font-medium">{t('newProject.projectTitle')}</th>
            <th className="hidden px-4 py-2 font-medium sm:table-cell">{t('projects.template')}</th>
            <th className="px-4 py-2 font-medium">{t('projects.state')}</th>
            <th className="hidden px-4 py-2 font-medium sm:table-cell">{t('projects.currentStage')}</th>
            <th className="px-4 py-2 font-medium">{t('projects.progress')}</th>
            <th className="hidden px-4 py-2 font-medium sm:table-cell">{t('projects.lastActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id} className="border-t border-stone-100 hover:bg-stone-50">
              <td className="px-4 py-3">
                <Link href={`/projects/${p.id}`} className="font-medium text-indigo-800 hover:underline">
                  {p.title}
                </Link>
                {/* On a phone the hidden columns' essentials sit under the title. */}
                <span className="block text-xs text-stone-600 sm:hidden">
                  {t(`templates.${p.template}`)} ·{' '}
                  {p.currentStage ? t(`stages.${p.currentStage}`) : t('projects.completed')}
                </span>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">{t(`templates.${p.template}`)}</td>
              <td className="px-4 py-3" data-testid="project-state">
                {t(`projects.stateGroups.${p.stateGroup}`)}
                {p.stateGroup === 'completed' && p.approvedAt && (
                  <span className="block text-xs text-stone-600">
                    <time dateTime={p.approvedAt}>
                      {t('projects.finishedAt', { when: format.relativeTime(new Date(p.approvedAt)) })}
                    </time>
                  </span>
                )}
                {p.stateGroup === 'failed' && p.failedAt && (
                  <span className="block text-xs text-red-800">
                    <time dateTime={p.failedAt}>
                      {t('projects.failedAtLabel', { when: format.relativeTime(new Date(p.failedAt)) })}
                    </time>
                  </span>
                )}
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                {p.currentStage ? t(`stages.${p.currentStage}`) : t('projects.completed')}
              </td>
              <td className="px-4 py-3">
                <ProgressBar
                  value={p.stagesApproved}
                  max={p.stagesTotal}
                  label={t('projects.stagesDone', { done: p.stagesApproved, total: p.stagesTotal })}
                />
              </td>
              <td className="hidden px-4 py-3 text-stone-600 sm:table-cell">
                <time dateTime={p.lastActivityAt}>{format.relativeTime(new Date(p.lastActivityAt))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
