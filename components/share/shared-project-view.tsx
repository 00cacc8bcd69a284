import { getFormatter, getTranslations } from 'next-intl/server';
import type { HistoryRound } from '@/lib/data/share/history';
import type { SharedProject } from '@/lib/data/share/view';
import { RoundHistory } from './round-history';
import { StageBoard } from '@/components/stage-board/stage-board';
import { StageContent } from './stage-content';

/** The whole shared page: who shared it, the board, every stage's text, and the round history. */
export async function SharedProjectView({
  shared,
  rounds,
  historyLimit,
  expiresAt,
  commentToken,
}: {
  shared: SharedProject;
  /** When the link the reader opened stops working; null for never. */
  expiresAt: string | null;
  /** The link's token when it takes comments; null for a read-only link. */
  commentToken: string | null;
  rounds: HistoryRound[];
  historyLimit: number;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const { board } = shared;
  const when = (iso: string) => (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })}</time>
  );
  return (
    <>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-6 py-3">
          <span className="text-lg font-semibold tracking-tight">{t('app.name')}</span>
          <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800">
            {commentToken ? t('share.view.commentsOpen') : t('share.view.readOnly')}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-8 px-6 py-8">
        <div>
          <p className="text-sm text-stone-500">{t(`templates.${board.template}`)}</p>
          <h1 className="text-2xl font-semibold">{board.title}</h1>
          <p className="mt-1 text-sm text-stone-600" data-testid="shared-by">
            {t('share.view.sharedBy', { name: shared.ownerName })}
          </p>
          <p className="mt-1 text-sm text-stone-600" data-testid="last-changed">
            {shared.lastChangedAt
              ? t.rich('share.view.lastChanged', { when: () => when(shared.lastChangedAt!) })
              : t('share.view.noTextYet')}
          </p>
          <p className="mt-1 text-sm text-stone-600" data-testid="link-expiry">
            {expiresAt ? t.rich('share.view.expires', { when: () => when(expiresAt) }) : t('share.view.neverExpires')}
          </p>
        </div>
        <StageBoard board={board} readOnly />
        <section aria-labelledby="current-text-heading" className="flex flex-col gap-4">
          <h2 id="current-text-heading" className="text-lg font-semibold">
            {t('share.view.currentText')}
          </h2>
          {shared.stages.map((stage) => (
            <StageContent key={stage.key} stage={stage} commentToken={commentToken} />
          ))}
        </section>
        <RoundHistory rounds={rounds} limit={historyLimit} />
      </main>
    </>
  );
}
