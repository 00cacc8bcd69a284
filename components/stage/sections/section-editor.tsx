'use client';

import { useTranslations } from 'next-intl';
import { useState, type RefObject } from 'react';
import { saveSection } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { ProseEditor, type ProseEditorHandle } from '@/components/editor/prose-editor';
import { useOptionalRefinement } from '@/components/refinement/refinement-context';
import { useEditorHighlights } from '@/components/refinement/use-unit-suggestions';
import type { SectionView } from '@/lib/data/stage-view.types';
import { useAction } from '../use-action';
import { SectionConflict } from './section-conflict';

interface Props {
  projectId: string;
  section: SectionView;
  editable: boolean;
  dirty: boolean;
  editor: RefObject<ProseEditorHandle | null>;
  onDirtyChange: (sectionId: string, dirty: boolean) => void;
}

interface Conflict {
  sectionId: string;
  theirs: string;
  theirsVersion: number;
  /** Who saved the newer text: the writer in another tab, or a run. */
  savedBy: 'you' | 'run';
  mine: string;
}

/** The selected section's text, saved with its version; a stale save opens the conflict view. */
export function SectionEditor({ projectId, section, editable, dirty, editor, onDirtyChange }: Props) {
  const t = useTranslations('stagePage.sections');
  const action = useAction();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const shownConflict = conflict?.sectionId === section.id ? conflict : null;
  const refinement = useOptionalRefinement();
  const highlights = useEditorHighlights();

  function save(
    text = editor.current?.getText() ?? '',
    version = editor.current?.getBaseVersion() ?? section.version,
    after?: () => void,
  ) {
    const sectionId = section.id;
    action.run(
      () => saveSection({ projectId, sectionId, version, text }),
      (data) => {
        after?.();
        editor.current?.markSaved(sectionId, data.version, text);
        setSavedAt(sectionId);
      },
      {
        onFail: (f) => {
          const d = f.details as { theirs?: string; theirsVersion?: number; savedBy?: 'you' | 'run' } | undefined;
          if (f.code !== 'conflict' || typeof d?.theirs !== 'string') return false;
          const { theirs, theirsVersion = version, savedBy = 'run' } = d;
          setConflict({ sectionId, theirs, theirsVersion, savedBy, mine: text });
          return true;
        },
      },
    );
  }

  const hintId = `section-hint-${section.id}`;
  return (
    <div className="flex flex-col gap-2">
      {/* While a conflict is open its box shows both texts once; the stale editor waits hidden. */}
      <div className={shownConflict ? 'hidden' : 'contents'}>
        <ProseEditor
          ref={editor}
          docId={section.id}
          text={section.text}
          version={section.version}
          label={t('editorLabel', { number: section.displayNumber, title: section.title })}
          describedBy={hintId}
          readOnly={!editable || Boolean(shownConflict)}
          onDirtyChange={(id, d) => {
            onDirtyChange(id, d);
            if (d) setSavedAt(null);
          }}
          onSave={() => editable && !shownConflict && save()}
          highlights={highlights}
          activeHighlight={refinement?.focusedId ?? null}
          onHighlightClick={(id) => refinement?.focusSuggestion(id, false)}
          onHighlightsMissing={refinement?.setMissing}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {editable && (
          <Button type="button" disabled={action.pending || Boolean(shownConflict)} onClick={() => save()}>
            {action.pending ? t('saving') : t('save')}
          </Button>
        )}
        <p id={hintId} className="text-xs text-stone-500">
          {section.goal && <span className="mr-2">{t('goal', { goal: section.goal })}</span>}
          {editable ? t('shortcut') : t('readOnly')}
        </p>
        <span role="status" className="text-sm">
          {dirty && <span className="text-amber-800">{t('unsaved')}</span>}
          {!dirty && savedAt === section.id && <span className="text-emerald-700">{t('saved')}</span>}
        </span>
      </div>
      {action.error && (
        <p role="alert" className="text-sm text-red-700">
          {action.error}
        </p>
      )}
      {shownConflict && (
        <SectionConflict
          theirs={shownConflict.theirs}
          theirsVersion={shownConflict.theirsVersion}
          savedBy={shownConflict.savedBy}
          mine={shownConflict.mine}
          pending={action.pending}
          onKeepMine={(text) =>
            save(text, shownConflict.theirsVersion, () => {
              editor.current?.replace(text, shownConflict.theirsVersion);
              setConflict(null);
            })
          }
          onTakeTheirs={() => {
            editor.current?.replace(shownConflict.theirs, shownConflict.theirsVersion);
            setConflict(null);
          }}
        />
      )}
    </div>
  );
}
