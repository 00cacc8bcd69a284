'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

interface Props {
  label: string;
  /** A fuller name for assistive technology when several such buttons share a label ("Delete Mei"). */
  ariaLabel?: string;
  title: string;
  body: string;
  confirmLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  danger?: boolean;
  disabled?: boolean;
  className?: string;
  onConfirm: () => void;
}

/** A button that asks first, in a native modal dialog (focus is trapped and Escape cancels). */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  body,
  confirmLabel,
  variant = 'secondary',
  danger,
  disabled,
  className,
  onConfirm,
}: Props) {
  const t = useTranslations('stagePage.actions');
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        disabled={disabled}
        className={className}
        aria-label={ariaLabel}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="m-auto w-full max-w-md rounded-xl border border-stone-200 bg-white p-5 shadow-xl backdrop:bg-stone-900/30"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <p id={`${id}-body`} className="mt-2 text-sm text-stone-700">
          {body}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button type="button" variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </Button>
          <Button
            type="button"
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {confirmLabel ?? label}
          </Button>
        </div>
      </dialog>
    </>
  );
}
