import { getTranslations } from 'next-intl/server';
import { countWords } from '@/lib/text/count';
import type { DiffSegment } from '@/lib/text/diff';

// Long unchanged stretches fold to their ends (a <details>, so it works without script).
const FOLD_OVER = 1200;
const KEEP = 300;

/** Word-level changes marked with <ins>/<del>: colour plus a cue for screen readers. Read-only. */
export async function DiffText({ segments }: { segments: DiffSegment[] }) {
  const t = await getTranslations('share.diff');
  return (
    <div className="whitespace-pre-wrap break-words text-sm leading-relaxed text-stone-800" data-testid="diff">
      {segments.map((s, i) => {
        if (s.op === 'insert') {
          return (
            <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-600">
              <span className="sr-only">{t('insertedCue')}</span>
              {s.text}
            </ins>
          );
        }
        if (s.op === 'delete') {
          return (
            <del key={i} className="rounded-sm bg-red-100 text-red-950 line-through decoration-red-600">
              <span className="sr-only">{t('deletedCue')}</span>
              {s.text}
            </del>
          );
        }
        if (s.text.length <= FOLD_OVER) return <span key={i}>{s.text}</span>;
        return (
          <span key={i}>
            {s.text.slice(0, KEEP)}
            <details className="inline">
              <summary className="mx-1 inline cursor-pointer rounded bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
                {t('unchanged', { count: countWords(s.text.slice(KEEP, -KEEP)) })}
              </summary>
              {s.text.slice(KEEP, -KEEP)}
            </details>
            {s.text.slice(-KEEP)}
          </span>
        );
      })}
    </div>
  );
}
