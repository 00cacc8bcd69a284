'use client';

import { history, historyKeymap, defaultKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
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
  ref?: Ref<MergeEditorHandle>;
}

/**
 * Theirs (read-only) beside mine (editable), changes marked, long unchanged stretches collapsed.
 * Chunks can be copied from theirs into mine with the arrows between the panes.
 */
export function MergeEditor({ theirs, mine, theirsLabel, mineLabel, ref }: Props) {
  const parent = useRef<HTMLDivElement>(null);
  const merge = useRef<MergeView | null>(null);

  useEffect(() => {
    const common = [EditorView.lineWrapping, markdown(), proseTheme];
    const view = new MergeView({
      parent: parent.current!,
      a: {
        doc: theirs,
        extensions: [
          ...common,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          contentLabel(theirsLabel),
        ],
      },
      b: {
        doc: mine,
        extensions: [...common, history(), keymap.of([...defaultKeymap, ...historyKeymap]), contentLabel(mineLabel)],
      },
      revertControls: 'a-to-b',
      collapseUnchanged: { margin: 3, minSize: 6 },
      // Bounded diff work, so a conflict on a very long chapter still opens promptly.
      diffConfig: { scanLimit: 2000, timeout: 300 },
    });
    merge.current = view;
    return () => view.destroy();
  }, [theirs, mine, theirsLabel, mineLabel]);

  useImperativeHandle(ref, () => ({ getMine: () => merge.current?.b.state.doc.toString() ?? mine }));

  return (
    <div
      ref={parent}
      className="max-h-[70vh] overflow-auto rounded-lg border border-stone-300 text-sm"
      data-testid="merge-editor"
    />
  );
}
