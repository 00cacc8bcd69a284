'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { VersionHistory } from '@/components/history/version-history';
import { useLiveText } from '@/components/progress/live-text-context';
import { useReviewEditor, useSelectedSection } from '@/components/refinement/refinement-context';
import { SuggestionKeys } from '@/components/refinement/suggestion-keys';
import { REVIEW_LAYOUT } from '@/components/refinement/suggestion-sidebar';
import { VariantsPanel } from '@/components/refinement/variants-panel';
import type { SectionOutline, SectionView } from '@/lib/data/sections/section-outline';
import { ImportSectionsForm } from './import-sections-form';
import { EditorWordForm } from './editor-word-form';
import { InsertSectionForm } from './insert-section-form';
import { SectionEditor } from './section-editor';
import { SectionScores } from './section-scores';
import { SectionList } from './section-list';
import { SectionToolbar } from './section-toolbar';
import { StaleBanner } from './stale-banner';
import { useOpenSection } from './use-open-section';

interface Props {
  projectId: string;
  stageKey: string;
  sections: SectionOutline[];
  /** The section the page opens with, with its text; others are read when opened. */
  openSection: SectionView | null;
  language: 'en' | 'zh';
  canEdit: boolean;
  canEditSections: boolean;
  /** Sections may be imported from a manuscript file (stories and papers). */
  canImport: boolean;
  /** A run is under way: structure changes wait for it. */
  busy: boolean;
  /** The round's suggestions beside the open section's text (the suggestion sidebar). */
  suggestions: ReactNode;
}

/** Sections stage: the list on the left; the selected section's editor, operations and history. */
export function SectionsPanel({
  projectId,
  stageKey,
  sections,
  openSection,
  language,
  canEdit,
  canEditSections,
  canImport,
  busy,
  suggestions,
}: Props) {
  const t = useTranslations('stagePage.sections');
  // Until the writer picks a section, the one a run is writing is shown.
  const open = useOpenSection(projectId, sections, openSection, useLiveText()?.sectionId ?? null);
  const section = open.section ?? undefined;
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const [inserting, setInserting] = useState(false);
  // The editor is the review's: the suggestion cards reveal their words in it.
  const editor = useReviewEditor().editorRef;
  const { setSectionId } = useSelectedSection();

  const index = Math.max(
    0,
    sections.findIndex((s) => s.id === section?.id),
  );
  useEffect(() => setSectionId(section?.id ?? null), [setSectionId, section?.id]);
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
  // The history reads again after each save of the open section.
  const [saves, setSaves] = useState(0);
  const onSaved = useCallback(
    (id: string, words: number) => {
      recordWords(id, words);
      setSaves((n) => n + 1);
    },
    [recordWords],
  );
  const listed = sections.map((s) => {
    const saved = savedWords.get(s.id);
    return saved && saved.version === s.version ? { ...s, words: saved.words } : s;
  });
  const afterInsert = (id: string | null) => {
    setInserting(false);
    if (id) open.select(id);
  };

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
          selectedId={open.selectedId}
          unsavedIds={unsaved}
          language={language}
          onSelect={open.select}
        />
        {sections.length === 0 && canEditSections && !busy && (
          <InsertSectionForm projectId={projectId} stageKey={stageKey} position={0} onDone={afterInsert} />
        )}
        {canImport && canEditSections && !busy && <ImportSectionsForm projectId={projectId} stageKey={stageKey} />}
        {sections.length > 0 && !busy && <EditorWordForm projectId={projectId} stageKey={stageKey} />}
      </div>
      {(open.opening || open.failed) && !section && <OpeningNote failed={open.failed} />}
      {section && (
        <section aria-labelledby="section-heading" className="flex min-w-0 flex-col gap-4">
          {(open.opening || open.failed) && <OpeningNote failed={open.failed} />}
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
              onSelect={open.select}
            />
          )}
          {inserting && (
            <InsertSectionForm projectId={projectId} stageKey={stageKey} position={index + 1} onDone={afterInsert} />
          )}
          <SuggestionKeys className={REVIEW_LAYOUT}>
            <SectionEditor
              projectId={projectId}
              section={section}
              editable={canEdit && !busy}
              editor={editor}
              onDirtyChange={markDirty}
              onSaved={onSaved}
            />
            {suggestions}
          </SuggestionKeys>
          <SectionScores reviews={section.reviews} status={section.status} />
          <VariantsPanel section={section} busy={busy} dirty={unsaved.has(section.id)} />
          <VersionHistory
            projectId={projectId}
            unit={{ sectionId: section.id }}
            count={section.versionCount}
            revision={section.version + saves}
            kind="text"
            key={section.id}
          />
        </section>
      )}
    </div>
  );
}

function OpeningNote({ failed }: { failed: boolean }) {
  const t = useTranslations('stagePage.sections');
  return (
    <p role={failed ? 'alert' : 'status'} className={`text-sm ${failed ? 'text-red-700' : 'text-stone-500'}`}>
      {failed ? t('openFailed') : t('opening')}
    </p>
  );
}
