'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { commentOnPassage } from '@/lib/actions/reader-comments';
import { READER_COMMENT_LIMITS as LIMITS } from '@/lib/workflow/loop/reader-comments';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

export interface SelectedPassage {
  quote: string;
  prefix: string;
  suffix: string;
}

type Fields = SelectedPassage & { readerName: string; body: string };

/**
 * The passage (prefilled from the selection, editable), the reader's name and the comment. What was typed
 * stays in the form until the comment is taken; a refusal says why, field by field where it can.
 */
export function PassageCommentForm({
  token,
  sectionId,
  title,
  initial,
  onSent,
  onCancel,
}: {
  /** The comment link's token and the section commented on. */
  token: string;
  sectionId: string;
  title: string;
  initial: SelectedPassage;
  onSent: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('readerComments.form');
  const action = useAction({ networkError: t('networkError') });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const quote = String(form.get('quote') ?? '');
    // Context from the selection only counts while the passage is still the one selected.
    const context = quote === initial.quote ? initial : { prefix: '', suffix: '' };
    const fields: Fields = {
      quote,
      prefix: context.prefix,
      suffix: context.suffix,
      readerName: String(form.get('readerName') ?? ''),
      body: String(form.get('body') ?? ''),
    };
    setError(null);
    setFieldErrors({});
    action.run(() => commentOnPassage({ token, sectionId, ...fields }), {
      refresh: false,
      onOk: onSent,
      onFail: (f) => {
        setError(f.message);
        setFieldErrors(f.fieldErrors ?? {});
        return true;
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="mt-3 flex max-w-[72ch] flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4"
    >
      <p className="font-medium">{title}</p>
      <Field label={t('passage')} hint={t('passageHint', { max: LIMITS.quoteChars })} error={fieldErrors.quote}>
        {(p) => (
          <textarea
            {...p}
            autoFocus={!initial.quote}
            name="quote"
            rows={2}
            defaultValue={initial.quote}
            maxLength={LIMITS.quoteChars}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('name')} hint={t('nameHint')} error={fieldErrors.readerName}>
        {(p) => (
          <input
            {...p}
            // With the passage already chosen, the reader starts at their name.
            autoFocus={Boolean(initial.quote)}
            name="readerName"
            autoComplete="name"
            maxLength={LIMITS.nameChars}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('comment')} hint={t('commentHint', { max: LIMITS.bodyChars })} error={fieldErrors.body}>
        {(p) => <textarea {...p} name="body" rows={4} className={inputClass} />}
      </Field>
      <FormMessage tone="error">{error}</FormMessage>
      <div className="flex gap-2">
        <Button type="submit" disabled={action.pending}>
          {action.pending ? t('sending') : t('send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
