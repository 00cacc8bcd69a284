'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { saveSection } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { MergeEditor } from '@/components/editor/lazy-merge-editor';
import type { MergeEditorHandle } from '@/components/editor/merge-editor';
import { useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  sectionId: string;
  /** The section's edit version as the page has it now (refreshed after the conflict). */
  version: number;
  theirs: string;
  mine: string;
  onDone: () => void;
}

/** The section changed after the variants were made: both texts side by side, nothing lost until the author chooses. */
export function VariantConflict({ projectId, sectionId, version, theirs, mine, onDone }: Props) {
  const t = useTranslations('loops.variants');
  const merge = useRef<MergeEditorHandle>(null);
  const action = useAction();
  return (
    <section
      role="alert"
      aria-labelledby="variant-conflict-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="variant-conflict"
    >
      <h4 id="variant-conflict-title" className="font-medium text-amber-950">
        {t('conflictTitle')}
      </h4>
      <p className="text-sm text-amber-950">{t('conflictBody')}</p>
      <div className="grid grid-cols-2 gap-2 text-xs font-medium text-stone-700" aria-hidden="true">
        <span>{t('conflictMine')}</span>
        <span>{t('conflictTheirs')}</span>
      </div>
      <MergeEditor
        ref={merge}
        theirs={theirs}
        mine={mine}
        theirsLabel={t('conflictTheirs')}
        mineLabel={t('conflictMine')}
        takeLabel={t('takeChange')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={action.pending}
          onClick={() =>
            action.run(() => saveSection({ projectId, sectionId, version, text: merge.current?.getMine() ?? mine }), {
              onOk: onDone,
            })
          }
        >
          {t('conflictSaveMine')}
        </Button>
        <Button type="button" variant="secondary" disabled={action.pending} onClick={onDone}>
          {t('conflictKeepTheirs')}
        </Button>
      </div>
      {action.error && <p className="text-sm text-red-700">{action.error}</p>}
    </section>
  );
}
