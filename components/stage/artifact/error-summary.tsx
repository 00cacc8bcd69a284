'use client';

import { useTranslations } from 'next-intl';
import { useFieldText } from './field-text';

/** The save's error and every field error by path, so none is missed in a long form. */
export function ErrorSummary({ message, errors }: { message: string; errors: Record<string, string> }) {
  const t = useTranslations('stagePage.artifact');
  const { label } = useFieldText();
  const entries = Object.entries(errors);
  const where = (path: string) =>
    path === '_'
      ? t('wholeArtifact')
      : path
          .split('.')
          .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : label(part)))
          .join(' › ');
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="artifact-errors"
    >
      <p className="font-medium">{message}</p>
      {entries.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {entries.map(([path, error]) => (
            <li key={path}>
              {where(path)}: {error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
