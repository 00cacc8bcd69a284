'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { countWords } from '@/lib/text/count';
import type { DiffSegment } from '@/lib/text/diff';

// Long unchanged stretches are folded to their ends, so a small edit in a long chapter is findable.
const FOLD_OVER = 1200;
const KEEP = 300;

interface Props {
  segments: DiffSegment[];
  /** Which text to show: both with changes marked, or only the older ("before") or newer ("after") side. */
  side?: 'both' | 'before' | 'after';
}

/** Word-level changes marked with <ins>/<del> (colour plus a hidden spoken cue). */
export function DiffSegmentsView({ segments, side = 'both' }: Props) {
  const t = useTranslations('stagePage.history');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <div className="whitespace-pre-wrap break-words text-sm leading-relaxed text-stone-800" data-testid="diff">
      {segments.map((s, i) => {
        if (s.op === 'insert') {
          if (side === 'before') return null;
          return (
            <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-600">
              <span className="sr-only">{t('insertedCue')}</span>
              {s.text}
            </ins>
          );
        }
        if (s.op === 'delete') {
          if (side === 'after') return null;
          return (
            <del key={i} className="rounded-sm bg-red-100 text-red-950 line-through decoration-red-600">
              <span className="sr-only">{t('deletedCue')}</span>
              {s.text}
            </del>
          );
        }
        if (s.text.length <= FOLD_OVER || open.has(i)) return <span key={i}>{s.text}</span>;
        return (
          <span key={i}>
            {s.text.slice(0, KEEP)}
            <button
              type="button"
              className="mx-1 rounded bg-stone-100 px-2 py-0.5 text-xs text-stone-600 hover:bg-stone-200"
              onClick={() => setOpen((prev) => new Set(prev).add(i))}
            >
              {t('unchanged', { count: countWords(s.text.slice(KEEP, -KEEP)) })}
            </button>
            {s.text.slice(-KEEP)}
          </span>
        );
      })}
    </div>
  );
}
