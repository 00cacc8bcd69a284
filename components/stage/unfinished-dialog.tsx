'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

export interface Unfinished {
  scaffoldStages: string[];
  scaffoldSections: string[];
  undecided: number;
}

const SHOWN = 8;

/**
 * Completing the project while work is left: the server named it (sections still holding scaffold
 * text, suggestions not yet decided), and the writer chooses to go back to it or to complete anyway.
 */
export function UnfinishedDialog({
  left,
  onCancel,
  onConfirm,
}: {
  left: Unfinished;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('stagePage.actions');
  const stageName = useTranslations('stages');
  const scaffold = [...left.scaffoldStages.map((key) => stageName(key)), ...left.scaffoldSections];
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="m-auto w-full max-w-md rounded-xl border border-stone-200 bg-white p-5 shadow-xl backdrop:bg-stone-900/30"
      onClose={onCancel}
      data-testid="unfinished-dialog"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('unfinishedTitle')}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-700">
        {scaffold.length > 0 && (
          <li>
            {t('unfinishedScaffold', { count: scaffold.length })}{' '}
            <span className="text-stone-600">
              {scaffold.slice(0, SHOWN).join(', ')}
              {scaffold.length > SHOWN && '…'}
            </span>
          </li>
        )}
        {left.undecided > 0 && <li>{t('unfinishedUndecided', { count: left.undecided })}</li>}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
          {t('unfinishedBack')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            onConfirm();
            dialog.current?.close();
          }}
        >
          {t('unfinishedComplete')}
        </Button>
      </div>
    </dialog>
  );
}
