'use client';

import { useTranslations } from 'next-intl';

/**
 * Workers label steps with section titles, stage keys ("outline") or counters ("3/12 Chapter 3").
 * Stage keys are shown by their translated names and the counter prefix is dropped: the progress
 * panel says "section 3 of 12" itself, in the reader's language.
 */
export function useStepLabel() {
  const t = useTranslations('stages');
  return (raw: string | null | undefined): string | null => {
    const label = (raw ?? '').replace(/^\d+\/\d+\s*/, '').trim();
    if (!label) return null;
    return t.has(label) ? t(label) : label;
  };
}
