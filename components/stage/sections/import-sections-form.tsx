'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { importManuscriptSections } from '@/lib/actions/imports';
import { ManuscriptFileField } from '@/components/import/manuscript-file-field';
import { useManuscriptUpload } from '@/components/import/use-manuscript-upload';
import { Button } from '@/components/ui/button';

/** A .docx or Markdown manuscript cut at its headings into sections appended to this stage. */
export function ImportSectionsForm({ projectId, stageKey }: { projectId: string; stageKey: string }) {
  const t = useTranslations('import');
  const upload = useManuscriptUpload();
  const [imported, setImported] = useState<number | null>(null);
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <summary className="cursor-pointer text-sm font-medium text-stone-800">{t('sectionsTitle')}</summary>
      <form
        className="mt-3 flex flex-col gap-3"
        aria-label={t('sectionsTitle')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setImported(null);
          upload.run((file) => importManuscriptSections({ projectId, stageKey, file }), {
            onOk: (data) => setImported(data.count),
          });
        }}
      >
        <ManuscriptFileField
          hint={t('sectionsHint')}
          error={upload.error}
          disabled={upload.pending}
          onChange={upload.choose}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" disabled={upload.pending}>
            {upload.pending ? t('importing') : t('submitSections')}
          </Button>
          {imported !== null && (
            <p role="status" className="text-sm text-green-800">
              {t('imported', { count: imported })}
            </p>
          )}
        </div>
      </form>
    </details>
  );
}
