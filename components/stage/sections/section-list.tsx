'use client';

import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SectionOutline } from '@/lib/data/sections/section-outline';
import { SectionRow } from './section-row';

// A book can have hundreds of sections: only the rows in view (and the open and the focused one) are
// in the page. The server renders the first screenful, as a list that has not yet measured itself.
const ROW_HEIGHT_GUESS = 80;
const SERVER_VIEW = { width: 320, height: 720 };
const MOVES: Record<string, (from: number, last: number) => number> = {
  ArrowDown: (from, last) => Math.min(from + 1, last),
  ArrowUp: (from) => Math.max(from - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

interface Props {
  sections: SectionOutline[];
  selectedId: string | null;
  unsavedIds: ReadonlySet<string>;
  language: 'en' | 'zh';
  onSelect: (id: string) => void;
}

/**
 * The stage's sections in order: number, title, status, length against target, engine. One row is in
 * the tab order (the focused or the open one); the arrow keys, Home and End move between rows.
 */
export function SectionList({ sections, selectedId, unsavedIds, language, onSelect }: Props) {
  const t = useTranslations('stagePage.sections');
  const scroller = useRef<HTMLDivElement>(null);
  const selected = sections.findIndex((s) => s.id === selectedId);
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = Math.min(focused ?? Math.max(selected, 0), sections.length - 1);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const kept = [...defaultRangeExtractor(range), tabStop, selected].filter((i) => i >= 0 && i < range.count);
      return [...new Set(kept)].sort((a, b) => a - b);
    },
    [tabStop, selected],
  );
  const virtualizer = useVirtualizer({
    count: sections.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_GUESS,
    getItemKey: (i) => sections[i].id,
    initialRect: SERVER_VIEW,
    overscan: 6,
    rangeExtractor,
    useFlushSync: false,
  });

  // The open section is brought into view when the page opens with it or another one is opened.
  useEffect(() => {
    if (selected >= 0) virtualizer.scrollToIndex(selected, { align: 'auto' });
  }, [selected, virtualizer]);

  // A row moved to with the keyboard gets focus once it is rendered.
  const [moveTo, setMoveTo] = useState<number | null>(null);
  useEffect(() => {
    if (moveTo === null) return;
    scroller.current?.querySelector<HTMLElement>(`[data-index="${moveTo}"] button`)?.focus();
    setMoveTo(null);
  }, [moveTo]);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    const to = move(tabStop, sections.length - 1);
    setFocused(to);
    virtualizer.scrollToIndex(to, { align: 'auto' });
    setMoveTo(to);
  };

  if (sections.length === 0) return <p className="text-sm text-stone-500">{t('empty')}</p>;
  // The unit follows the text (CJK in characters); empty text follows the project.
  const unit = (s: SectionOutline) => (s.words > 0 ? s.lengthUnit : language === 'zh' ? 'chars' : 'words');
  return (
    <div ref={scroller} className="max-h-[70vh] overflow-y-auto overscroll-contain pr-1">
      <ul
        aria-label={t('listLabel')}
        aria-describedby="section-list-keys"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="section-list"
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const s = sections[row.index];
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={sections.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full pb-1.5"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <SectionRow
                section={s}
                unit={unit(s)}
                selected={row.index === selected}
                unsaved={unsavedIds.has(s.id)}
                tabbable={row.index === tabStop}
                onFocus={() => setFocused(row.index)}
                onSelect={() => onSelect(s.id)}
              />
            </li>
          );
        })}
      </ul>
      <p id="section-list-keys" className="sr-only">
        {t('listKeys')}
      </p>
    </div>
  );
}
