'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { importManuscriptProject } from '@/lib/actions/imports';
import { Button } from '@/components/ui/button';
import { ManuscriptFileField } from './manuscript-file-field';
import { useManuscriptUpload } from './use-manuscript-upload';

/** A .docx or Markdown file as a new rewrite project; opens the project once it is created. */
export function ImportProjectForm() {
  const t = useTranslations('import');
  const router = useRouter();
  const upload = useManuscriptUpload();
  return (
    <section
      aria-labelledby="import-project-heading"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4"
    >
      <h2 id="import-project-heading" className="text-lg font-medium">
        {t('projectTitle')}
      </h2>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          upload.run((file) => importManuscriptProject({ file }), {
            onOk: (project) => router.push(`/projects/${project.id}`),
          });
        }}
      >
        <ManuscriptFileField
          hint={t('projectHint')}
          error={upload.error}
          disabled={upload.pending}
          onChange={upload.choose}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={upload.pending}>
            {upload.pending ? t('importing') : t('submitProject')}
          </Button>
        </div>
      </form>
    </section>
  );
}
