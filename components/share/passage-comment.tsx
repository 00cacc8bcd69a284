'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { READER_COMMENT_LIMITS as LIMITS } from '@/lib/workflow/loop/reader-comments';
import { Button } from '@/components/ui/button';
import { PassageCommentForm, type SelectedPassage } from './passage-comment-form';

/** The selection inside `container`, with a little text either side to tell repeated words apart. */
function selectionIn(container: HTMLElement): SelectedPassage | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const quote = range.toString().trim();
  if (!quote) return null;
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const after = document.createRange();
  after.setStart(range.endContainer, range.endOffset);
  after.setEnd(container, container.childNodes.length);
  return {
    quote: quote.slice(0, LIMITS.quoteChars),
    prefix: before.toString().slice(-LIMITS.contextChars),
    suffix: after.toString().slice(0, LIMITS.contextChars),
  };
}

/**
 * One section's text on a comment link's page, and a way to comment on a passage of it: select words,
 * then the button (reachable by keyboard, like the form, where the passage can also be typed).
 */
export function PassageComment({
  token,
  sectionId,
  sectionLabel,
  children,
}: {
  token: string;
  sectionId: string;
  sectionLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations('readerComments.form');
  const textRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<SelectedPassage | null>(null);
  const [open, setOpen] = useState<SelectedPassage | null>(null);
  const [sent, setSent] = useState(false);

  // The button takes focus (and some browsers drop the selection) before its click: remember it as it changes.
  useEffect(() => {
    const remember = () => {
      if (textRef.current) setSelected(selectionIn(textRef.current));
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  return (
    <>
      <div ref={textRef} className="mt-2 flex max-w-[72ch] flex-col gap-3 leading-relaxed text-stone-800">
        {children}
      </div>
      {open ? (
        <PassageCommentForm
          token={token}
          sectionId={sectionId}
          title={t('title', { section: sectionLabel })}
          initial={open}
          onSent={() => {
            setOpen(null);
            setSent(true);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setSent(false);
              setOpen(selected ?? { quote: '', prefix: '', suffix: '' });
            }}
          >
            {selected ? t('openSelected') : t('open')}
          </Button>
          {sent && (
            <p role="status" className="text-sm text-emerald-800">
              {t('sent')}
            </p>
          )}
        </div>
      )}
    </>
  );
}
