import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { StageView } from '@/lib/data/stages/stage-view.types';

const DOT: Record<string, string> = {
  approved: 'bg-emerald-500',
  review: 'bg-amber-500',
  generating: 'bg-sky-500',
  failed: 'bg-red-500',
};

/** Tabs across the project's stages, in workflow order; the current one is marked for assistive tech. */
export function StageNav({
  projectId,
  stages,
  current,
}: {
  projectId: string;
  stages: StageView['stages'];
  current: string;
}) {
  const t = useTranslations();
  return (
    <nav aria-label={t('stagePage.header.stagesNav')}>
      <ol className="flex flex-wrap gap-1 border-b border-stone-200">
        {stages.map((s, i) => {
          const active = s.key === current;
          return (
            <li key={s.key}>
              <Link
                href={`/projects/${projectId}/stages/${s.key}`}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2 text-sm ${
                  active
                    ? 'border-indigo-600 font-medium text-indigo-900'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`}
              >
                <span className="text-stone-500">{i + 1}.</span>
                {t(`stages.${s.key}`)}
                <span className={`h-2 w-2 rounded-full ${DOT[s.status] ?? 'bg-stone-300'}`} aria-hidden="true" />
                <span className="sr-only">({t(`stageStatus.${s.status}`)})</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
