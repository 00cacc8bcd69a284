'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { requestVariants } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import { CostEstimate } from '@/components/costs/cost-estimate';

interface Props {
  projectId: string;
  sectionId: string;
  /** Empty: alternatives of the whole section; one id: alternatives that carry out that suggestion. */
  suggestionIds: string[];
  compact?: boolean;
  disabled?: boolean;
}

/** Ask for 2 or 3 alternative revisions; they appear below the editor when ready. */
export function VariantsRequest({ projectId, sectionId, suggestionIds, compact = false, disabled = false }: Props) {
  const t = useTranslations('loops.variants');
  const action = useAction();
  const [count, setCount] = useState('3');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm text-stone-700'}>
          {t('count')}
        </label>
        <select
          id={id}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm"
        >
          <option value="2">{t('countOption', { count: 2 })}</option>
          <option value="3">{t('countOption', { count: 3 })}</option>
        </select>
        <Button
          type="button"
          variant="secondary"
          className={compact ? 'px-2 py-1' : ''}
          disabled={disabled || action.pending}
          onClick={() => action.run(() => requestVariants({ projectId, sectionId, suggestionIds, count }))}
        >
          {suggestionIds.length ? t('forSuggestion') : t('forSection')}
        </Button>
      </div>
      <CostEstimate
        projectId={projectId}
        action={{ action: 'variants', sectionId, suggestionIds, count: Number(count) }}
        revision={String(disabled)}
      />
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
