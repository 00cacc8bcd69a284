'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { ProseEditor } from '@/components/editor/lazy-prose-editor';
import { SuggestionKeys } from '@/components/refinement/suggestion-keys';
import { REVIEW_LAYOUT } from '@/components/refinement/suggestion-sidebar';
import { useEditorHighlights } from '@/components/refinement/use-unit-suggestions';
import { useLatestArtifact } from '@/components/stage/artifact/saved-artifact';
import { useFieldText } from '@/components/stage/artifact/field-text';
import { useReviewEditor, useStageRound, useSuggestionFocus } from './refinement-context';
import { readableArtifact } from './readable-artifact';

interface Props {
  stageId: string;
  artifact: unknown;
  version: number;
  versionCount: number;
  /** The round's suggestions beside the text (the suggestion sidebar). */
  suggestions: ReactNode;
}

/**
 * An artifact stage's unit as the round read it, laid out as labelled fields in the writer's language
 * (the reviewers read its JSON; each highlight is moved onto the same words), read-only, with the
 * round's suggestions highlighted in it and listed beside it. Edits go through the form above.
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
  const anchoredOnJson = useEditorHighlights();
  const { label } = useFieldText();
  // What the form above saved since the page was rendered.
  const { data: artifact, version } = useLatestArtifact({ data: rendered, version: renderedVersion, versionCount });
  // The loop reads the artifact's JSON (lib/data/refinement/loop-units.ts): its anchors are offsets there.
  const readable = useMemo(() => (artifact == null ? null : readableArtifact(artifact, label)), [artifact, label]);
  const text = readable?.text ?? '';
  const highlights = useMemo(
    () => (readable ? anchoredOnJson.map(readable.highlight) : anchoredOnJson),
    [readable, anchoredOnJson],
  );
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
