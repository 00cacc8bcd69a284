'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';

export type QA = { question: string; answer: string };

interface Props {
  clarifications: QA[];
  /** Field errors keyed "<prefix>.<i>.question" / ".answer". */
  errors: Record<string, string>;
  errorPrefix: string;
  disabled?: boolean;
  onChange: (value: QA[]) => void;
}

/**
 * A rewrite's questions about its original and the writer's answers: each question in full (it quotes
 * the original, often past one line), each answer as long as it needs; removable, and more can be added.
 * The new-project form and the project page (for an imported original) share it.
 */
export function ClarificationList({ clarifications, errors, errorPrefix, disabled, onChange }: Props) {
  const t = useTranslations('newProject');
  const update = (i: number, patch: Partial<QA>) =>
    onChange(clarifications.map((qa, j) => (j === i ? { ...qa, ...patch } : qa)));
  return (
    <>
      {clarifications.map((qa, i) => (
        <div
          key={i}
          className="grid gap-2 rounded-md border border-stone-200 p-3 md:grid-cols-[1fr_1fr_auto]"
          data-testid="clarification"
        >
          <Field label={`${t('question')} ${i + 1}`} error={errors[`${errorPrefix}.${i}.question`]}>
            {(p) => (
              <textarea
                {...p}
                rows={2}
                value={qa.question}
                disabled={disabled}
                onChange={(e) => update(i, { question: e.target.value })}
                className={`${inputClass} field-sizing-content min-h-16`}
              />
            )}
          </Field>
          <Field label={`${t('answer')} ${i + 1}`} error={errors[`${errorPrefix}.${i}.answer`]}>
            {(p) => (
              <textarea
                {...p}
                rows={2}
                value={qa.answer}
                disabled={disabled}
                onChange={(e) => update(i, { answer: e.target.value })}
                className={`${inputClass} field-sizing-content min-h-16`}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="ghost"
            className="self-end"
            disabled={disabled}
            onClick={() => onChange(clarifications.filter((_, j) => j !== i))}
          >
            {t('removeClarification')}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={disabled}
        onClick={() => onChange([...clarifications, { question: '', answer: '' }])}
      >
        {t('addClarification')}
      </Button>
    </>
  );
}
