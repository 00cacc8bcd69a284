'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { stopSection } from '@/lib/actions/live-text';
import { Button } from '@/components/ui/button';
import type { LiveRunText } from '@/components/progress/live-text-context';
import { useAction } from '@/components/ui/use-action';
import { countWords } from '@/lib/text/count';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  live: LiveRunText;
  label: string;
}

/**
 * A section's prose as the run writes it, in the editor's place: it grows as the poll brings more,
 * follows its end, and offers to stop the section and keep what is there. A revision shows the section
 * as its changes arrive, marked as such; it ends with its run, so it offers no stop of its own.
 */
export function LiveSectionText({ projectId, live, label }: Props) {
  const t = useTranslations('liveText');
  const stop = useAction();
  const box = useRef<HTMLDivElement>(null);
  const streaming = live.state === 'streaming';
  const revision = live.kind === 'revision';
  const stopping = streaming && (live.stopRequested || stop.pending);
  useEffect(() => {
    const el = box.current;
    if (el && streaming) el.scrollTop = el.scrollHeight;
  }, [live.text, streaming]);

  const words = countWords(live.text);
  const status = revision
    ? t(streaming ? 'revising' : live.state === 'failed' ? 'revisionFailed' : 'revisionDone')
    : stopping
      ? t('stopping')
      : streaming
        ? words
          ? t('writing', { count: words })
          : t('waiting')
        : t(live.state);
  return (
    <div className="flex flex-col gap-2">
      {revision && streaming && (
        <p
          className="self-start rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900"
          data-testid="live-revision"
        >
          {t('revision')}
        </p>
      )}
      <div
        ref={box}
        role="textbox"
        aria-readonly="true"
        aria-label={label}
        aria-busy={streaming}
        data-testid="live-section-text"
        className="h-[65vh] min-h-64 overflow-auto whitespace-pre-wrap rounded-lg border border-sky-300 bg-white px-5 py-4 text-[15px] leading-[1.7]"
      >
        {live.text}
        {streaming && (
          <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-sky-700 align-middle" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {streaming && !revision && (
          <Button
            type="button"
            variant="secondary"
            disabled={stopping}
            onClick={() =>
              stop.run(() => stopSection({ projectId, runId: live.runId, sectionId: live.sectionId }), {
                refresh: false,
              })
            }
          >
            {t('stop')}
          </Button>
        )}
        <p role="status" className="text-xs text-stone-600" data-testid="live-section-status">
          {status}
        </p>
      </div>
      <ErrorText>{stop.error}</ErrorText>
    </div>
  );
}
