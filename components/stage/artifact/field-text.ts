'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { humanise } from './humanise';
import type { Path } from './field-props';

/** The field a path ends on ("characters.0.name" → "name"); a list item's number has no words of its own. */
const fieldKeyOf = (path: Path): string | null => {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return typeof last === 'string' ? last : null;
};

/**
 * A form field's words in the writer's language: its label, and its hint (the schema describes a field
 * in English; a translation replaces it). A field the catalogue does not know is shown as its key in words.
 */
export function useFieldText() {
  const t = useTranslations('artifactFields');
  const label = useCallback((key: string) => (t.has(`labels.${key}`) ? t(`labels.${key}`) : humanise(key)), [t]);
  const hint = useCallback(
    (path: Path, described?: string) => {
      const key = fieldKeyOf(path);
      return key && t.has(`hints.${key}`) ? t(`hints.${key}`) : described;
    },
    [t],
  );
  return { label, hint };
}
