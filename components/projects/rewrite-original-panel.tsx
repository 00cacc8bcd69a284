'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveClarifications } from '@/lib/actions/projects';
import type { RewriteOriginal } from '@/lib/data/projects/rewrite-original';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { MarkdownText } from '@/components/ui/markdown-text';
import { useAction } from '@/components/ui/use-action';
import { ClarificationList, type QA } from './config/clarification-list';

/**
 * A rewrite's original document, readable from its project, and the questions about it: those the
 * writer answered, or, for an original that came from a file, the questions the engine asks of it
 * (the same step a pasted original goes through on the new-project form), to answer, drop or add to.
 */
export function RewriteOriginalPanel({ rewrite, projectId }: { rewrite: RewriteOriginal; projectId: string }) {
  const t = useTranslations('rewriteOriginal');
  const [version, setVersion] = useState(rewrite.version);
  const [list, setList] = useState<QA[]>(() =>
    rewrite.clarifications.length
      ? rewrite.clarifications
      : rewrite.proposed.map((question) => ({ question, answer: '' })),
  );
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const unanswered = list.filter((qa) => !qa.answer.trim()).length;
  return (
    <section
      aria-labelledby="rewrite-original-heading"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
      data-testid="rewrite-original"
    >
      <h2 id="rewrite-original-heading" className="font-medium">
        {t('title')}
      </h2>
      <details>
        <summary className="cursor-pointer text-sm text-indigo-800">{t('showOriginal')}</summary>
        <div className="mt-3 max-h-[60vh] overflow-y-auto rounded-lg bg-stone-50 p-4 text-sm leading-relaxed">
          <MarkdownText text={rewrite.original} headingBelow={2} />
        </div>
      </details>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const clarifications = list.filter((qa) => qa.question.trim() && qa.answer.trim());
          action.run(() => saveClarifications({ projectId, version, clarifications }), {
            onOk: (r) => {
              setVersion(r.version);
              setList(clarifications);
              setSaved(true);
            },
          });
        }}
      >
        <p className="text-sm text-stone-600">
          {rewrite.clarifications.length ? t('answered') : t('proposed', { count: rewrite.proposed.length })}
        </p>
        <ClarificationList
          clarifications={list}
          errors={action.failure?.fieldErrors ?? {}}
          errorPrefix="clarifications"
          disabled={action.pending}
          onChange={(next) => {
            setList(next);
            setSaved(false);
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={action.pending}>
            {t('save')}
          </Button>
          <span role="status" className="text-sm text-stone-600">
            {saved ? t('saved') : unanswered > 0 ? t('unanswered', { count: unanswered }) : ''}
          </span>
        </div>
        <ErrorText>{!action.failure?.fieldErrors && action.error}</ErrorText>
      </form>
    </section>
  );
}
