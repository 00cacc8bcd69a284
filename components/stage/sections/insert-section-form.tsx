'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { insertSection } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  stageKey: string;
  /** Where the new section goes in the list (0-based). */
  position: number;
  onDone: (sectionId: string | null) => void;
}

/** A new section's title and goal; it is inserted at `position` and then selected. */
export function InsertSectionForm({ projectId, stageKey, position, onDone }: Props) {
  const t = useTranslations('stagePage.insert');
  const action = useAction();
  const [title, setTitle] = useState('');
  const [goal, setGoal] = useState('');
  const errors = action.failure?.fieldErrors ?? {};
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      aria-label={t('title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        action.run(() => insertSection({ projectId, stageKey, position, title, goal }), {
          onOk: (data) => onDone(data.sectionId),
        });
      }}
    >
      <Field label={t('sectionTitle')} error={errors.title}>
        {(p) => (
          <input {...p} autoFocus value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
        )}
      </Field>
      <Field label={t('goal')} hint={t('goalHint')} error={errors.goal}>
        {(p) => (
          <textarea {...p} rows={2} value={goal} onChange={(e) => setGoal(e.target.value)} className={inputClass} />
        )}
      </Field>
      <ErrorText>{!action.failure?.fieldErrors && action.error}</ErrorText>
      <div className="flex gap-2">
        <Button type="submit" disabled={action.pending}>
          {t('submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
