'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { useAction } from '@/components/ui/use-action';
import { showFindingKindAgain } from '@/lib/actions/loops';
import type { MutedKind } from '@/lib/workflow/loop/muted-kinds';
import { useLoopLabels } from './use-loop-labels';

/** The kinds of finding the writer's rejections muted in the project, each with its undo. */
export function MutedKinds({ projectId, muted }: { projectId: string; muted: readonly MutedKind[] }) {
  const t = useTranslations('mutedKinds');
  const label = useLoopLabels();
  const action = useAction();
  if (muted.length === 0) return null;
  return (
    <section
      aria-labelledby="muted-kinds-heading"
      className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
      data-testid="muted-kinds"
    >
      <h3 id="muted-kinds-heading" className="font-medium">
        {t('title')}
      </h3>
      <p className="text-stone-600">{t('intro')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {muted.map((k) => {
          const names = { type: label.type(k.type), role: label.role(k.role) };
          return (
            <li
              key={`${k.role}/${k.type}`}
              className="flex flex-wrap items-center justify-between gap-2"
              data-kind={k.type}
            >
              <span>
                <span className="font-medium">{t('kind', names)}</span>{' '}
                <span className="text-stone-600">{t('rejected', { count: k.rejected })}</span>
              </span>
              <Button
                variant="secondary"
                className="px-3 py-1"
                disabled={action.pending}
                aria-label={t('showAgainLabel', names)}
                onClick={() => action.run(() => showFindingKindAgain({ projectId, role: k.role, type: k.type }))}
              >
                {t('showAgain')}
              </Button>
            </li>
          );
        })}
      </ul>
      <ErrorText>{action.error}</ErrorText>
    </section>
  );
}
