'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { proposeRewriteQuestions } from '@/lib/actions/projects';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useAction } from '@/components/ui/use-action';
import { ClarificationList, type QA } from './clarification-list';

interface Props {
  original: string;
  language: 'en' | 'zh' | undefined;
  clarifications: QA[];
  errors: Record<string, string>;
  onOriginal: (value: string) => void;
  onClarifications: (value: QA[]) => void;
}

/** The rewrite template's document paste and its clarification Q&A pairs. */
export function RewriteFields({ original, language, clarifications, errors, onOriginal, onClarifications }: Props) {
  const t = useTranslations('newProject');
  const proposing = useAction();
  const [proposal, setProposal] = useState<{ count: number } | { error: string } | null>(null);
  // The engine reads the original and proposes questions; each arrives unanswered, to answer or remove.
  const propose = () => {
    const asked = clarifications.map((qa) => qa.question);
    proposing.run(() => proposeRewriteQuestions({ originalDocument: original, language, asked }), {
      refresh: false,
      onOk: (questions) => {
        onClarifications([...clarifications, ...questions.map((question) => ({ question, answer: '' }))]);
        setProposal({ count: questions.length });
      },
      onFail: (f) => {
        setProposal({ error: f.fieldErrors?.originalDocument ?? f.message });
        return true;
      },
    });
  };
  return (
    <>
      <Field
        label={t('originalDocument')}
        hint={`${t('originalDocumentHint')} ${t('characters', { count: original.length })}`}
        error={errors['config.originalDocument']}
      >
        {(p) => (
          <textarea
            {...p}
            name="originalDocument"
            rows={10}
            value={original}
            onChange={(e) => onOriginal(e.target.value)}
            className={`${inputClass} font-mono`}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">{t('clarifications')}</legend>
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={proposing.pending || !original.trim()}
          onClick={propose}
          data-testid="suggest-questions"
        >
          {proposing.pending ? t('suggestingQuestions') : t('suggestQuestions')}
        </Button>
        {proposal && (
          <p role="status" className={`text-sm ${'error' in proposal ? 'text-red-700' : 'text-stone-600'}`}>
            {'error' in proposal ? proposal.error : t('questionsProposed', { count: proposal.count })}
          </p>
        )}
        <ClarificationList
          clarifications={clarifications}
          errors={errors}
          errorPrefix="config.clarifications"
          onChange={onClarifications}
        />
      </fieldset>
    </>
  );
}
