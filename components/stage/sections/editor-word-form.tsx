'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { importEditorDocx } from '@/lib/actions/editor-review';
import type { EditorImport } from '@/lib/data/refinement/editor-review';
import { Button } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { Field, inputClass } from '@/components/ui/field';
import { useAction } from '@/components/ui/use-action';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NOTES = ['unplaced', 'repeated', 'acceptedInWord', 'rejectedInWord', 'undecided'] as const;

/** The stage to a human editor as a Word file, and the file they return taken back into the review loop. */
export function EditorWordForm({ projectId, stageKey }: { projectId: string; stageKey: string }) {
  const t = useTranslations('editorReview');
  const action = useAction();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<EditorImport | null>(null);
  const error = missing ? t('problem.missing') : (action.failure?.fieldErrors?.file ?? action.error ?? undefined);
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 p-3" data-testid="editor-word">
      <summary className="cursor-pointer text-sm font-medium text-stone-800">{t('title')}</summary>
      <p className="mt-2 text-sm text-stone-700">{t('intro')}</p>
      <DownloadLink
        href={`/api/projects/${projectId}/stages/${stageKey}/editor-docx`}
        className="mt-3 inline-flex items-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        {t('download')}
      </DownloadLink>
      <form
        className="mt-3 flex flex-col gap-3"
        aria-label={t('submit')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setResult(null);
          setMissing(!file);
          if (file) action.run(() => importEditorDocx({ projectId, stageKey, file }), { onOk: setResult });
        }}
      >
        <Field label={t('file')} hint={t('hint')} error={error}>
          {(p) => (
            <input
              {...p}
              type="file"
              name="file"
              accept={`.docx,${DOCX}`}
              disabled={action.pending}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissing(false);
                action.clear();
              }}
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-2 file:py-1`}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={action.pending}>
            {action.pending ? t('importing') : t('submit')}
          </Button>
        </div>
        {result && (
          <div role="status" className="flex flex-col gap-1 text-sm text-green-800">
            <p>{t('imported', { count: result.imported })}</p>
            {NOTES.filter((note) => result[note] > 0).map((note) => (
              <p key={note} className="text-stone-700">
                {t(note, { count: result[note] })}
              </p>
            ))}
          </div>
        )}
      </form>
    </details>
  );
}
