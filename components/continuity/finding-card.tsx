'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { unwaiveContinuityFinding, waiveContinuityFinding } from '@/lib/actions/continuity';
import type { ViewFinding } from '@/lib/data/continuity/continuity-view';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Link } from '@/components/ui/link';
import { useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  stageKey: string;
  finding: ViewFinding;
  onChange: () => void;
  waived?: boolean;
}

/** One continuity finding: what the passage says, the earlier passage it contradicts (a link to it), and "intentional". */
export function FindingCard({ projectId, stageKey, finding: f, onChange, waived }: Props) {
  const t = useTranslations('continuity');
  const action = useAction();
  const [reason, setReason] = useState('');
  const sectionLink = (sectionId: string) => `/projects/${projectId}/stages/${stageKey}?section=${sectionId}`;
  const titleId = `continuity-${f.kind}-${f.sectionId}-${f.start}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 text-sm"
      data-testid="continuity-finding"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-900">{t(`kind.${f.kind}`)}</span>
        <h4 id={titleId} className="font-medium">
          {f.summary}
        </h4>
      </div>
      <p className="break-words">
        “{f.quote}” —{' '}
        <Link className="text-indigo-700 underline" href={sectionLink(f.sectionId)}>
          {f.sectionTitle}
        </Link>
      </p>
      {f.evidence.length > 0 && (
        <ul aria-label={t('evidence')} className="flex flex-col gap-1 border-l-2 border-stone-200 pl-3 text-stone-700">
          {f.evidence.map((e) => (
            <li key={`${e.sectionId}-${e.start}`} className="break-words" data-testid="continuity-evidence">
              “{e.quote}” —{' '}
              {e.sectionId ? (
                <Link className="text-indigo-700 underline" href={sectionLink(e.sectionId)}>
                  {e.title}
                </Link>
              ) : (
                t('original')
              )}
            </li>
          ))}
        </ul>
      )}
      {f.replacement !== undefined && <p className="text-stone-700">{t('replacement', { text: f.replacement })}</p>}
      {waived ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-stone-700">{t('waivedBecause', { reason: f.reason ?? '' })}</p>
          <Button
            type="button"
            variant="ghost"
            disabled={action.pending}
            onClick={() =>
              action.run(() => unwaiveContinuityFinding({ projectId, fingerprint: f.fingerprint }), {
                onOk: onChange,
                refresh: false,
              })
            }
          >
            {t('unwaive')}
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            action.run(() => waiveContinuityFinding({ projectId, stageKey, fingerprint: f.fingerprint, reason }), {
              onOk: onChange,
              refresh: false,
            });
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-stone-600">
            {t('reasonLabel')}
            <input
              className="rounded border border-stone-300 px-2 py-1 text-sm text-stone-900"
              value={reason}
              maxLength={500}
              required
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <Button type="submit" variant="ghost" disabled={action.pending || !reason.trim()}>
            {t('waive')}
          </Button>
        </form>
      )}
      <FormMessage tone="error">{action.error}</FormMessage>
    </article>
  );
}
