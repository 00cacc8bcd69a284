import { getFormatter, getTranslations } from 'next-intl/server';
import type { ProjectBoard } from '@/lib/data/projects/board';

/** Where the project stands: completed (and when) or in progress, and how long the document is. */
export async function BoardSummary({ board }: { board: Pick<ProjectBoard, 'completedAt' | 'length' | 'state'> }) {
  const t = await getTranslations('board');
  const format = await getFormatter();
  const length = t(board.length.unit === 'chars' ? 'lengthChars' : 'lengthWords', { count: board.length.count });
  const completed = board.completedAt !== null;
  return (
    <p
      className={`rounded-lg px-4 py-3 text-sm ${completed ? 'bg-emerald-50 text-emerald-900' : 'bg-stone-100 text-stone-800'}`}
      role="status"
      data-testid="board-summary"
    >
      {completed ? (
        <>
          <span className="font-medium">{t('completed')}</span>{' '}
          {t('completedOn', { date: format.dateTime(new Date(board.completedAt!), { dateStyle: 'medium' }) })}
          {' · '}
          {length}
        </>
      ) : (
        <>
          <span className="font-medium">{t('inProgress')}</span> · {t('soFar', { length })}
        </>
      )}
    </p>
  );
}
