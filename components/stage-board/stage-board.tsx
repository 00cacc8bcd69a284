import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { ProjectBoard } from '@/lib/data/projects/board';
import { SectionCard } from './section-card';
import { StatusPill } from '@/components/ui/status-pill';

interface Props {
  board: ProjectBoard;
  /** The shared page's board: a visible heading and no links into the workspace. */
  readOnly?: boolean;
}

/** What a stage without section cards holds: a form's state, a review's, the assembled document. */
function emptyNote(stage: ProjectBoard['stages'][number]): string {
  if (stage.kind === 'assembly') return 'assembly';
  if (stage.kind === 'review') return stage.hasArtifact ? 'reviewDone' : 'reviewNotRun';
  if (stage.kind === 'artifact') {
    if (!stage.hasArtifact) return 'notYetGenerated';
    return stage.status === 'approved' ? 'artifactApproved' : 'artifactInReview';
  }
  return 'noSections';
}

/** A column per stage, in workflow order, each with its status and its section cards. */
export async function StageBoard({ board, readOnly = false }: Props) {
  const t = await getTranslations();
  const stageHref = (key: string) => (readOnly ? undefined : `/projects/${board.id}/stages/${key}`);
  return (
    <section aria-labelledby="board-heading">
      <h2 id="board-heading" className={readOnly ? 'mb-3 text-lg font-semibold' : 'sr-only'}>
        {t('board.stageBoard')}
      </h2>
      <ol
        className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-4"
        data-testid="stage-board"
      >
        {board.stages.map((stage, i) => {
          const href = stageHref(stage.key);
          const name = (
            <>
              <span className="mr-1 text-stone-500">{i + 1}.</span>
              {t(`stages.${stage.key}`)}
            </>
          );
          return (
            <li
              key={stage.id}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
              data-testid={`stage-${stage.key}`}
              aria-label={t(`stages.${stage.key}`)}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">
                  {href ? (
                    <Link href={href} className="hover:underline">
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </h3>
                <StatusPill kind="stage" status={stage.status} />
              </div>
              {stage.stale && <p className="text-xs text-amber-700">{t('board.stale')}</p>}
              {stage.sections.length === 0 ? (
                <p className="text-sm text-stone-500">{t(`board.${emptyNote(stage)}`)}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {stage.sections.map((s) => (
                    <SectionCard key={s.id} section={s} href={href && `${href}?section=${s.id}`} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
