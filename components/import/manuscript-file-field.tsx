'use client';

import { useTranslations } from 'next-intl';
import { IMPORT_EXTENSIONS, MAX_IMPORT_BYTES } from '@/lib/workflow/import-limits';
import { Field, inputClass } from '@/components/ui/field';

/** The problem with a chosen file that the browser can see before sending it; null when it may go. */
export function fileProblemBeforeUpload(file: File | null): string | null {
  if (!file) return 'missing';
  if (file.size > MAX_IMPORT_BYTES) return 'too_large';
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrong_type';
  return null;
}

interface Props {
  hint: string;
  error?: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

/** A file input for a .docx or Markdown manuscript. */
export function ManuscriptFileField({ hint, error, disabled, onChange }: Props) {
  const t = useTranslations('import');
  return (
    <Field label={t('file')} hint={hint} error={error}>
      {(p) => (
        <input
          {...p}
          type="file"
          name="file"
          accept={[
            ...IMPORT_EXTENSIONS,
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ].join(',')}
          disabled={disabled}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-2 file:py-1`}
        />
      )}
    </Field>
  );
}
