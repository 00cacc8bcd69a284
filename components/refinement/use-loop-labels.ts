'use client';

import { useTranslations } from 'next-intl';
import { suggestionTypeOf } from '@/lib/workflow/suggestion-types';

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
    /**
     * A finding's type as the suggestion type it belongs to; an offline check's finer kind
     * ("repeated-word") is named before it: "repeated word · style".
     */
    type: (v: string) => {
      const kind = suggestionTypeOf(v);
      const typeName = t(`suggestionType.${kind}`);
      if (kind === v) return typeName;
      const key = v.replace(/-/g, '_');
      return `${t.has(`type.${key}`) ? t(`type.${key}`) : v.replace(/[-_]/g, ' ')} · ${typeName}`;
    },
  };
}
