'use client';

import { useTranslations } from 'next-intl';

// Loop vocabulary comes from the backend; a value this build has no words for is shown as it is.

export function useLoopLabels() {
  const t = useTranslations('loops.labels');
  const label = (group: string, value: string) => (t.has(`${group}.${value}`) ? t(`${group}.${value}`) : value);
  return {
    role: (v: string) => label('role', v),
    priority: (v: string) => label('priority', v),
    status: (v: string) => label('suggestionStatus', v),
    decision: (v: string | null) => (v ? label('decision', v) : t('noDecision')),
    stopReason: (v: string) => label('stopReason', v),
    roundStatus: (v: string) => label('roundStatus', v),
    mode: (v: string) => label('mode', v),
    /** Finding types are machine words ("repeated-word"): shown as words. */
    type: (v: string) => {
      const key = v.replace(/-/g, '_');
      return t.has(`type.${key}`) ? t(`type.${key}`) : v.replace(/[-_]/g, ' ');
    },
  };
}

export type LoopLabels = ReturnType<typeof useLoopLabels>;
