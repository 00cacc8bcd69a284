'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { saveSection } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import { ProseEditor } from '@/components/editor/lazy-prose-editor';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import { useReviewEditor, useSuggestionFocus } from '@/components/refinement/refinement-context';
import { useEditorHighlights } from '@/components/refinement/use-unit-suggestions';
import { useLiveText } from '@/components/progress/live-text-context';
import type { SectionView } from '@/lib/data/sections/section-outline';
import { SaveStatusText } from '../autosave/save-status';
import { LiveSectionText } from './live-section-text';
import type { SavedBy } from '@/components/ui/conflict-frame';
import { PassageCommands } from './passage-commands';
import { SectionConflict } from './section-conflict';
import { useSectionAutosave } from './use-section-autosave';
import { FactRippleOffer } from './fact-ripple-offer';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  section: SectionView;
  editable: boolean;
  editor: RefObject<ProseEditorHandle | null>;
  onDirtyChange: (sectionId: string, dirty: boolean) => void;
  onSaved: (sectionId: string, words: number) => void;
}

interface Conflict {
  sectionId: string;
  theirs: string;
  theirsVersion: number;
  savedBy: SavedBy;
  mine: string;
}

/**
 * The selected section's text. It saves itself a moment after typing stops (Ctrl+S or the button save
 * at once, as a version of their own); a stale save, or a browser draft typed on an older version,
 * opens the conflict view with both texts.
 */
export function SectionEditor({ projectId, section, editable, editor, onDirtyChange, onSaved }: Props) {
  const t = useTranslations('stagePage.sections');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoredId, setRestoredId] = useState<string | null>(null);
  // This page's saves of a section: each one asks whether it changed a fact later sections restate.
  const [saves, setSaves] = useState({ sectionId: '', count: 0 });
  const resolving = useAction({ networkError: t('networkError') });
  const shownConflict = conflict?.sectionId === section.id ? conflict : null;
  const { focusedId, focusSuggestion } = useSuggestionFocus();
  const { setMissing } = useReviewEditor();
  const highlights = useEditorHighlights();
  // While a run writes this section, its text grows in the editor's place (the editor waits hidden).
  const live = useLiveText(section.id);
  // The editor's script arrives after the page: what needs the editor (a kept draft) waits for it.
  const [ready, setReady] = useState(false);
  const editorRef = editor;
  const attach = useCallback(
    (handle: ProseEditorHandle | null) => {
      editorRef.current = handle;
      setReady(handle !== null);
    },
    [editorRef],
  );
  const autosave = useSectionAutosave({
    projectId,
    section,
    editor,
    editorReady: ready,
    onSaved: (id, words) => {
      setError(null);
      setSaves((was) => ({ sectionId: id, count: was.sectionId === id ? was.count + 1 : 1 }));
      onSaved(id, words);
    },
    onRefused: (failure, mine) => {
      const d = failure.details as { theirs?: string; theirsVersion?: number; savedBy?: SavedBy } | undefined;
      if (failure.code === 'conflict' && typeof d?.theirs === 'string')
        setConflict({
          sectionId: mine.sectionId,
          theirs: d.theirs,
          theirsVersion: d.theirsVersion ?? mine.baseVersion,
          savedBy: d.savedBy ?? 'run',
          mine: mine.text,
        });
      else setError(failure.message);
    },
    onDraftFound: (draft) => {
      if (draft.restored) setRestoredId(section.id);
      else
        setConflict({
          sectionId: section.id,
          theirs: section.text,
          theirsVersion: section.version,
          savedBy: 'you',
          mine: draft.text,
        });
    },
  });

  const keepMine = (text: string, on: Conflict) =>
    resolving.run(() => saveSection({ projectId, sectionId: on.sectionId, version: on.theirsVersion, text }), {
      refresh: false,
      // This save settles the refused one: it must not wait for it.
      commitEdits: false,
      onOk: (saved) => {
        editor.current?.replace(text, saved.version);
        autosave.settle(on.sectionId);
        onSaved(on.sectionId, saved.words);
        setConflict(null);
      },
      onFail: (f) => {
        setError(f.message);
        return true;
      },
    });

  const commands = useRef<HTMLDivElement>(null);
  // Alt+K in the text opens the passage commands (Esc there comes back); e.code: Alt+K types "˚" on a Mac.
  const openCommands = (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.code !== 'KeyK' || !commands.current) return;
    e.preventDefault();
    commands.current.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
  };
  const hintId = `section-hint-${section.id}`;
  return (
    <div className="flex flex-col gap-2">
      {restoredId === section.id && (
        <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="draft-restored">
          {t('draftRestored')}
        </p>
      )}
      {live && (
        <LiveSectionText
          projectId={projectId}
          live={live}
          label={t('editorLabel', { number: section.displayNumber, title: section.title })}
        />
      )}
      {/* While a conflict is open its box shows both texts once; the stale editor waits hidden. */}
      {editable && (
        <PassageCommands
          ref={commands}
          projectId={projectId}
          sectionId={section.id}
          editor={editor}
          disabled={Boolean(shownConflict)}
        />
      )}
      <div className={shownConflict || live ? 'hidden' : 'contents'} onKeyDown={openCommands}>
        <ProseEditor
          ref={attach}
          docId={section.id}
          text={section.text}
          version={section.version}
          label={t('editorLabel', { number: section.displayNumber, title: section.title })}
          describedBy={hintId}
          readOnly={!editable || Boolean(shownConflict)}
          onDirtyChange={onDirtyChange}
          onChange={autosave.onChange}
          onSave={() => editable && !shownConflict && autosave.saveNow()}
          highlights={highlights}
          activeHighlight={focusedId}
          onHighlightClick={(id) => focusSuggestion(id, false)}
          onHighlightsMissing={setMissing}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {editable && (
          <Button
            type="button"
            disabled={autosave.status === 'saving' || Boolean(shownConflict)}
            onClick={() => autosave.saveNow()}
          >
            {autosave.status === 'saving' ? t('saving') : t('save')}
          </Button>
        )}
        <p id={hintId} className="text-xs text-stone-500">
          {section.goal && <span className="mr-2">{t('goal', { goal: section.goal })}</span>}
          {editable ? t('shortcut') : t('readOnly')}
        </p>
        <SaveStatusText status={autosave.status} />
      </div>
      <ErrorText>{error}</ErrorText>
      {editable && saves.sectionId === section.id && (
        <FactRippleOffer key={section.id} projectId={projectId} sectionId={section.id} saves={saves.count} />
      )}
      {shownConflict && (
        <SectionConflict
          theirs={shownConflict.theirs}
          theirsVersion={shownConflict.theirsVersion}
          savedBy={shownConflict.savedBy}
          mine={shownConflict.mine}
          pending={resolving.pending}
          onKeepMine={(text) => keepMine(text, shownConflict)}
          onTakeTheirs={() => {
            editor.current?.replace(shownConflict.theirs, shownConflict.theirsVersion);
            autosave.settle(shownConflict.sectionId);
            setConflict(null);
          }}
        />
      )}
    </div>
  );
}
