'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { ProseEditor } from '@/components/editor/lazy-prose-editor';
import { SuggestionKeys } from '@/components/refinement/suggestion-keys';
import { REVIEW_LAYOUT } from '@/components/refinement/suggestion-sidebar';
import { useEditorHighlights } from '@/components/refinement/use-unit-suggestions';
import { useLatestArtifact } from '@/components/stage/artifact/saved-artifact';
import { useReviewEditor, useStageRound, useSuggestionFocus } from './refinement-context';

interface Props {
  stageId: string;
  artifact: unknown;
  version: number;
  versionCount: number;
  /** The round's suggestions beside the text (the suggestion sidebar). */
  suggestions: ReactNode;
}

/**
 * An artifact stage's unit as the reviewers read it (the artifact written out as JSON), read-only,
 * with the round's suggestions highlighted in it and listed beside it. Edits go through the form above.
 */
export function ArtifactReview({
  stageId,
  artifact: rendered,
  version: renderedVersion,
  versionCount,
  suggestions,
}: Props) {
  const t = useTranslations('loops.artifact');
  const { round } = useStageRound();
  const { editorRef, setMissing } = useReviewEditor();
  const { focusedId, focusSuggestion } = useSuggestionFocus();
  const highlights = useEditorHighlights();
  // What the form above saved since the page was rendered.
  const { data: artifact, version } = useLatestArtifact({ data: rendered, version: renderedVersion, versionCount });
  // The loop reads exactly this rendering (lib/jobs/loops/scope.ts), so the anchors' offsets match it.
  const text = useMemo(() => (artifact == null ? '' : JSON.stringify(artifact, null, 2)), [artifact]);
  if (!round) return null;
  return (
    <section aria-labelledby="artifact-review-heading" className="flex flex-col gap-3" data-testid="artifact-review">
      <div>
        <h2 id="artifact-review-heading" className="font-medium">
          {t('title')}
        </h2>
        <p id="artifact-review-hint" className="text-sm text-stone-600">
          {t('hint')}
        </p>
      </div>
      <SuggestionKeys className={REVIEW_LAYOUT}>
        <ProseEditor
          ref={editorRef}
          docId={stageId}
          text={text}
          version={version}
          label={t('editorLabel')}
          describedBy="artifact-review-hint"
          readOnly
          highlights={highlights}
          activeHighlight={focusedId}
          onHighlightClick={(id) => focusSuggestion(id, false)}
          onHighlightsMissing={setMissing}
        />
        {suggestions}
      </SuggestionKeys>
    </section>
  );
}
