import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProjectBoard } from '@/lib/data/board';
import { SectionCard } from './section-card';
import { StatusPill } from '@/components/stage/status-pill';

/** A column per stage, in workflow order, each with its status and its section cards. */
export async function StageBoard({ board }: { board: ProjectBoard }) {
  const t = await getTranslations();
  return (
    <section aria-labelledby="board-heading">
      <h2 id="board-heading" className="sr-only">
        {t('board.stageBoard')}
      </h2>
      <ol className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-4" data-testid="stage-board">
        {board.stages.map((stage, i) => (
          <li key={stage.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4" data-testid={`stage-${stage.key}`} aria-label={t(`stages.${stage.key}`)}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">
                <Link href={`/projects/${board.id}/stages/${stage.key}`} className="hover:underline">
                  <span className="mr-1 text-stone-400">{i + 1}.</span>
                  {t(`stages.${stage.key}`)}
                </Link>
              </h3>
              <StatusPill kind="stage" status={stage.status} />
            </div>
            {stage.stale && <p className="text-xs text-amber-700">{t('board.stale')}</p>}
            {stage.sections.length === 0 ? (
              <p className="text-sm text-stone-500">{t('board.noSections')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {stage.sections.map((s) => (
                  <SectionCard key={s.id} section={s} href={`/projects/${board.id}/stages/${stage.key}?section=${s.id}`} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
