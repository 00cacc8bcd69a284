'use client';

import { history, historyKeymap, defaultKeymap } from '@codemirror/commands';
import { proseMarkdown } from './prose-markdown';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { contentLabel, proseTheme } from './editor-theme';

export interface MergeEditorHandle {
  /** The editable side's text (mine, possibly merged by hand). */
  getMine(): string;
}

interface Props {
  theirs: string;
  mine: string;
  theirsLabel: string;
  mineLabel: string;
  /** The words on the control that copies one change from theirs into mine ("Take this change"). */
  takeLabel: string;
  ref?: Ref<MergeEditorHandle>;
}

function takeControl(label: string) {
  return () => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '⇜';
    button.title = label;
    button.setAttribute('aria-label', label);
    return button;
  };
}

/**
 * Mine (editable, left) beside theirs (read-only, right), changes marked, long unchanged stretches
 * collapsed. Each change can be taken from theirs into mine with the control between the panes.
 */
export function MergeEditor({ theirs, mine, theirsLabel, mineLabel, takeLabel, ref }: Props) {
  const parent = useRef<HTMLDivElement>(null);
  const merge = useRef<MergeView | null>(null);

  useEffect(() => {
    const common = [EditorView.lineWrapping, proseMarkdown(), proseTheme];
    const view = new MergeView({
      parent: parent.current!,
      a: {
        doc: mine,
        extensions: [...common, history(), keymap.of([...defaultKeymap, ...historyKeymap]), contentLabel(mineLabel)],
      },
      b: {
        doc: theirs,
        extensions: [
          ...common,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          contentLabel(theirsLabel),
        ],
      },
      revertControls: 'b-to-a',
      renderRevertControl: takeControl(takeLabel),
      collapseUnchanged: { margin: 3, minSize: 6 },
      // Bounded diff work, so a conflict on a very long chapter still opens promptly.
      diffConfig: { scanLimit: 2000, timeout: 300 },
    });
    merge.current = view;
    return () => view.destroy();
  }, [theirs, mine, theirsLabel, mineLabel, takeLabel]);

  useImperativeHandle(ref, () => ({ getMine: () => merge.current?.a.state.doc.toString() ?? mine }));

  return (
    <div
      ref={parent}
      className="max-h-[70vh] overflow-auto rounded-lg border border-stone-300 text-sm"
      data-testid="merge-editor"
    />
  );
}
