'use client';

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { proseMarkdown } from './prose-markdown';
import { hiddenMarkdownMarks } from './hidden-marks';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { contentLabel, proseTheme } from './editor-theme';
import {
  highlightRange,
  placeHighlights,
  revealRange,
  setActiveHighlight,
  setHighlights,
  suggestionHighlights,
  type Highlight,
} from './suggestion-highlights';

export interface ProseEditorHandle {
  /** The current text, read from the editor (not kept in React state). */
  getText(): string;
  /** The cursor's character offset in the text. */
  getCursor(): number;
  /** The main selection's offsets (equal when nothing is selected). */
  getSelection(): { from: number; to: number };
  /** The concurrency token the shown text is based on. */
  getBaseVersion(): number;
  /** Record a successful save of `savedText` at `version` (still dirty if typed into meanwhile). */
  markSaved(docId: string, version: number, savedText: string): void;
  /** Replace the text (take theirs, merged text), clean at `version`, with fresh undo history. */
  replace(text: string, version: number): void;
  /** Put back text kept from an earlier visit (a browser draft): unsaved, on the shown version, undoable. */
  restore(text: string): void;
  /** Whether the shown document has unsaved edits. */
  isDirty(): boolean;
  focus(): void;
  /** Scrolls to a highlighted suggestion and flashes it (selecting it when asked); false if it is not shown. */
  reveal(id: string, select?: boolean): boolean;
  /** Whether keyboard focus is in the editor. */
  hasFocus(): boolean;
}

interface Props {
  /** Which document is shown (a section id); unsaved edits of other documents are kept aside. */
  docId: string;
  text: string;
  version: number;
  label: string;
  describedBy?: string;
  readOnly?: boolean;
  onDirtyChange?: (docId: string, dirty: boolean) => void;
  /** Every change to a document's text, with the document (read it with toString() only when needed). */
  onChange?: (docId: string, doc: { toString(): string }, baseVersion: number) => void;
  onSave?: () => void;
  /** Suggestion highlights for this document; re-checked against the text whenever they or the text change. */
  highlights?: readonly Highlight[];
  activeHighlight?: string | null;
  onHighlightClick?: (id: string) => void;
  /** Ids of highlights whose words are not in the text now (not shown). */
  onHighlightsMissing?: (docId: string, ids: string[]) => void;
  ref?: Ref<ProseEditorHandle>;
}

interface Doc {
  docId: string;
  version: number;
  dirty: boolean;
  state?: EditorState;
}

/**
 * CodeMirror 6 prose editor. One EditorView lives for the component's life; switching documents
 * swaps its state (each document keeps its own undo history and unsaved edits), and keystrokes
 * never pass through React. Fast on very long chapters: CodeMirror only renders the viewport.
 */
export function ProseEditor(allProps: Props) {
  const {
    docId,
    text,
    version,
    label,
    describedBy,
    readOnly = false,
    onDirtyChange,
    onChange,
    onSave,
    highlights,
    activeHighlight = null,
    onHighlightClick,
    onHighlightsMissing,
    ref,
  } = allProps;
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const current = useRef<Doc>({ docId, version, dirty: false });
  const others = useRef(new Map<string, Doc>());
  const callbacks = useRef({ onDirtyChange, onChange, onSave, onHighlightClick, onHighlightsMissing });
  // CodeMirror's handlers live as long as the view: they read the latest props through these refs,
  // brought up to date after every render.
  useLayoutEffect(() => {
    callbacks.current = { onDirtyChange, onChange, onSave, onHighlightClick, onHighlightsMissing };
  });
  const editable = useRef(new Compartment());
  const labelling = useRef(new Compartment());
  const props = useRef({ label, describedBy, readOnly });
  useLayoutEffect(() => {
    props.current = { label, describedBy, readOnly };
  });

  function createState(doc: string): EditorState {
    const { label: l, describedBy: d, readOnly: r } = props.current;
    return EditorState.create({
      doc,
      extensions: [
        history(),
        keymap.of([
          { key: 'Mod-s', preventDefault: true, run: () => (callbacks.current.onSave?.(), true) },
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        proseMarkdown(),
        hiddenMarkdownMarks,
        EditorView.lineWrapping,
        proseTheme,
        suggestionHighlights(() => callbacks.current.onHighlightClick),
        labelling.current.of(contentLabel(l, d)),
        editable.current.of([EditorState.readOnly.of(r), EditorView.editable.of(!r)]),
        EditorView.updateListener.of((u) => {
          const doc = current.current;
          if (!u.docChanged) return;
          callbacks.current.onChange?.(doc.docId, u.state.doc, doc.version);
          if (doc.dirty) return;
          doc.dirty = true;
          callbacks.current.onDirtyChange?.(doc.docId, true);
        }),
      ],
    });
  }

  function load(doc: string, nextVersion: number) {
    view.current?.setState(createState(doc));
    current.current = { docId: current.current.docId, version: nextVersion, dirty: false };
    callbacks.current.onDirtyChange?.(current.current.docId, false);
  }

  useEffect(() => {
    const v = new EditorView({ parent: parent.current!, state: createState(text) });
    view.current = v;
    return () => v.destroy();
    // Created once on purpose: later prop changes are applied by the effects below.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const shown = current.current;
    if (shown.docId !== docId) {
      others.current.set(shown.docId, { ...shown, state: v.state });
      const kept = others.current.get(docId);
      others.current.delete(docId);
      // Unsaved edits survive switching sections; a clean copy is replaced if the server moved on.
      if (kept?.state && (kept.dirty || kept.version === version)) {
        v.setState(kept.state);
        current.current = { docId, version: kept.version, dirty: kept.dirty };
      } else {
        current.current = { docId, version, dirty: false };
        load(text, version);
      }
    } else if (shown.version !== version && !shown.dirty) {
      load(text, version); // a new version arrived (regenerated, merged, split) and nothing is unsaved
    }
  }, [docId, text, version]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        labelling.current.reconfigure(contentLabel(label, describedBy)),
      ],
    });
  }, [readOnly, label, describedBy, docId]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const { placed, missing } = placeHighlights(v.state.doc, highlights ?? []);
    v.dispatch({ effects: [setHighlights.of(placed), setActiveHighlight.of(activeHighlight)] });
    callbacks.current.onHighlightsMissing?.(current.current.docId, missing);
    // `version` and `text`: a newly loaded text gets its highlights again (setState clears them).
  }, [highlights, docId, version, text]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    view.current?.dispatch({ effects: setActiveHighlight.of(activeHighlight) });
  }, [activeHighlight]);

  useImperativeHandle(ref, () => ({
    getText: () => view.current?.state.doc.toString() ?? '',
    getCursor: () => view.current?.state.selection.main.head ?? 0,
    getSelection: () => {
      const main = view.current?.state.selection.main;
      return { from: main?.from ?? 0, to: main?.to ?? 0 };
    },
    getBaseVersion: () => current.current.version,
    markSaved(savedId, nextVersion, savedText) {
      // The writer may have switched documents while the save was in flight.
      const aside = others.current.get(savedId);
      const state = savedId === current.current.docId ? view.current?.state : aside?.state;
      const dirty = (state?.doc.toString() ?? savedText) !== savedText;
      if (savedId === current.current.docId) current.current = { ...current.current, version: nextVersion, dirty };
      else if (aside) others.current.set(savedId, { ...aside, version: nextVersion, dirty });
      if (!dirty) callbacks.current.onDirtyChange?.(savedId, false);
    },
    replace: (doc, nextVersion) => load(doc, nextVersion),
    restore(doc) {
      const v = view.current;
      if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: doc } });
    },
    isDirty: () => current.current.dirty,
    focus: () => view.current?.focus(),
    reveal(id, select = false) {
      const v = view.current;
      const range = v ? highlightRange(v.state, id) : null;
      if (!v || !range) return false;
      revealRange(v, range.from, range.to, select);
      return true;
    },
    hasFocus: () => view.current?.hasFocus ?? false,
  }));

  return (
    <div
      ref={parent}
      className="h-[65vh] min-h-64 overflow-hidden rounded-lg border border-stone-300 focus-within:ring-2 focus-within:ring-indigo-600"
      data-testid="prose-editor"
    />
  );
}
