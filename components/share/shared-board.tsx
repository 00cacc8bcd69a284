import { getTranslations } from 'next-intl/server';
import type { ProjectBoard } from '@/lib/data/board';
import { SectionCard } from '@/components/stage-board/section-card';
import { StatusPill } from '@/components/stage/status-pill';

/** The stage board as a visitor sees it: the same columns, with no links into the workspace. */
export async function SharedBoard({ board }: { board: ProjectBoard }) {
  const t = await getTranslations();
  return (
    <section aria-labelledby="shared-board-heading">
      <h2 id="shared-board-heading" className="mb-3 text-lg font-semibold">
        {t('board.stageBoard')}
      </h2>
      <ol className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-4" data-testid="stage-board">
        {board.stages.map((stage, i) => (
          <li key={stage.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4" aria-label={t(`stages.${stage.key}`)}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">
                <span className="mr-1 text-stone-500">{i + 1}.</span>
                {t(`stages.${stage.key}`)}
              </h3>
              <StatusPill kind="stage" status={stage.status} />
            </div>
            {stage.stale && <p className="text-xs text-amber-700">{t('board.stale')}</p>}
            {stage.sections.length === 0 ? (
              <p className="text-sm text-stone-500">{t('board.noSections')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {stage.sections.map((s) => (
                  <SectionCard key={s.id} section={s} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
