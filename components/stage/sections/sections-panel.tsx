'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import { VersionHistory } from '@/components/history/version-history';
import { useLiveText } from '@/components/progress/live-text-context';
import { useOptionalRefinement } from '@/components/refinement/refinement-context';
import { SuggestionKeys } from '@/components/refinement/suggestion-keys';
import { REVIEW_LAYOUT, SuggestionSidebar } from '@/components/refinement/suggestion-sidebar';
import { VariantsPanel } from '@/components/refinement/variants-panel';
import type { SectionView } from '@/lib/data/stage-view.types';
import { ImportSectionsForm } from './import-sections-form';
import { InsertSectionForm } from './insert-section-form';
import { SectionEditor } from './section-editor';
import { SectionScores } from './section-scores';
import { SectionList } from './section-list';
import { SectionToolbar } from './section-toolbar';
import { StaleBanner } from './stale-banner';

interface Props {
  projectId: string;
  stageKey: string;
  sections: SectionView[];
  language: 'en' | 'zh';
  canEdit: boolean;
  canEditSections: boolean;
  /** Sections may be imported from a manuscript file (stories and papers). */
  canImport: boolean;
  /** A run is under way: structure changes wait for it. */
  busy: boolean;
  initialSectionId?: string;
}

/** Sections stage: the list on the left; the selected section's editor, operations and history. */
export function SectionsPanel({
  projectId,
  stageKey,
  sections,
  language,
  canEdit,
  canEditSections,
  canImport,
  busy,
  initialSectionId,
}: Props) {
  const t = useTranslations('stagePage.sections');
  const [selectedId, setSelectedId] = useState<string | null>(initialSectionId ?? null);
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const [inserting, setInserting] = useState(false);
  const localEditor = useRef<ProseEditorHandle>(null);
  // On a stage page the refinement panel shares the editor (to reveal suggestions in the text).
  const refinement = useOptionalRefinement();
  const editor = refinement?.editorRef ?? localEditor;

  // Until the writer picks a section, the one a run is writing is shown.
  const live = useLiveText();
  const shownId = selectedId ?? live?.sectionId ?? null;
  const index = Math.max(
    0,
    sections.findIndex((s) => s.id === shownId),
  );
  const section = sections[index] as SectionView | undefined;
  const setRefinementSection = refinement?.setSectionId;
  useEffect(() => setRefinementSection?.(section?.id ?? null), [setRefinementSection, section?.id]);
  const markDirty = useCallback((id: string, dirty: boolean) => {
    setUnsaved((prev) => {
      if (prev.has(id) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  // A save answers with the section's new count: the list shows it without reloading the page.
  const [savedWords, setSavedWords] = useState<ReadonlyMap<string, { words: number; version: number }>>(new Map());
  const recordWords = useCallback(
    (id: string, words: number) =>
      setSavedWords((prev) =>
        new Map(prev).set(id, { words, version: sections.find((s) => s.id === id)?.version ?? 0 }),
      ),
    [sections],
  );
  const listed = sections.map((s) => {
    const saved = savedWords.get(s.id);
    return saved && saved.version === s.version ? { ...s, words: saved.words } : s;
  });
  const afterInsert = (id: string | null) => {
    setInserting(false);
    if (id) setSelectedId(id);
  };

  const sectionEditor = section && (
    <SectionEditor
      projectId={projectId}
      section={section}
      editable={canEdit && !busy}
      editor={editor}
      onDirtyChange={markDirty}
      onSaved={recordWords}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <h2 className="font-medium">{t('listLabel')}</h2>
        <StaleBanner
          projectId={projectId}
          stageKey={stageKey}
          sections={sections}
          disabled={busy || !canEditSections}
        />
        <SectionList
          sections={listed}
          selectedId={section?.id ?? null}
          unsavedIds={unsaved}
          language={language}
          onSelect={setSelectedId}
        />
        {sections.length === 0 && canEditSections && !busy && (
          <InsertSectionForm projectId={projectId} stageKey={stageKey} position={0} onDone={afterInsert} />
        )}
        {canImport && canEditSections && !busy && <ImportSectionsForm projectId={projectId} stageKey={stageKey} />}
      </div>
      {section && (
        <section aria-labelledby="section-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="section-heading" className="text-lg font-medium">
            <span className="mr-2 text-stone-500">{section.displayNumber}</span>
            {section.title}
          </h2>
          {canEditSections && (
            <SectionToolbar
              projectId={projectId}
              stageKey={stageKey}
              sections={sections}
              index={index}
              textBusy={unsaved.has(section.id) || Boolean(sections[index + 1] && unsaved.has(sections[index + 1].id))}
              disabled={busy}
              cursor={() => editor.current?.getCursor() ?? 0}
              onInsert={() => setInserting(true)}
              onSelect={setSelectedId}
            />
          )}
          {inserting && (
            <InsertSectionForm projectId={projectId} stageKey={stageKey} position={index + 1} onDone={afterInsert} />
          )}
          {refinement ? (
            <SuggestionKeys className={REVIEW_LAYOUT}>
              {sectionEditor}
              <SuggestionSidebar />
            </SuggestionKeys>
          ) : (
            sectionEditor
          )}
          <SectionScores reviews={section.reviews} />
          {refinement && <VariantsPanel section={section} busy={busy} dirty={unsaved.has(section.id)} />}
          <VersionHistory
            projectId={projectId}
            versions={section.versions}
            currentId={section.currentVersion?.id ?? null}
            kind="text"
            key={section.id}
          />
        </section>
      )}
    </div>
  );
}
