import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { StageView } from '@/lib/data/stages/stage-view.types';
import { EngineBadge } from '@/components/ui/engine-badge';
import { StageNav } from './stage-nav';
import { StatusPill } from '@/components/ui/status-pill';

/** Back link, stage name with its status and engines, the stage tabs; actions go in `children`. */
export function StageHeader({ view, children }: { view: StageView; children?: React.ReactNode }) {
  const t = useTranslations();
  const { project, stage, stages } = view;
  const position = stages.findIndex((s) => s.key === stage.key) + 1;
  const current = stage.currentVersion;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Link href={`/projects/${project.id}`} className="self-start text-sm text-indigo-800 hover:underline">
            ← {t('stagePage.header.back', { title: project.title })}
          </Link>
          <p className="text-sm text-stone-500">
            {t(`templates.${project.template}`)} ·{' '}
            {t('stagePage.header.stageOf', { n: position, total: stages.length })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">{t(`stages.${stage.key}`)}</h1>
            <span data-testid="stage-status">
              <StatusPill kind="stage" status={stage.status} />
            </span>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {current ? (
              <>
                <span className="text-xs text-stone-600">
                  {t('stagePage.header.version', { number: current.number })} ·{' '}
                  {t(`stagePage.history.source.${current.source}`)}
                </span>
                <EngineBadge
                  engine={current.engine}
                  model={current.model}
                  prefix={t('stagePage.header.currentEngine')}
                />
              </>
            ) : (
              stage.kind === 'artifact' && (
                <span className="text-xs text-stone-500">{t('stagePage.header.noVersion')}</span>
              )
            )}
            <EngineBadge engine={project.engine} prefix={t('stagePage.header.nextEngine')} />
          </div>
          {stage.stale && <p className="text-sm text-orange-800">{t('stagePage.header.stale')}</p>}
        </div>
        {children}
      </div>
      <StageNav projectId={project.id} stages={stages} current={stage.key} />
    </header>
  );
}
