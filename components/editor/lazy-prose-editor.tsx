'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import { PendingText } from './pending-text';
import type { ProseEditor as LoadedProseEditor } from './prose-editor';

/** The text the editor will open with, for the box that stands in while its script loads. */
const OpeningText = createContext('');

function EditorLoading() {
  return (
    <div className="h-[65vh] min-h-64 overflow-hidden rounded-lg border border-stone-300">
      <PendingText text={useContext(OpeningText)} />
    </div>
  );
}

// Server-rendered, so that the page's HTML preloads the editor's script (CodeMirror, the largest part of
// the stage page's script) beside its own, and the editor shows its text before it can be typed in.
const DynamicProseEditor = dynamic(() => import('./prose-editor').then((m) => m.ProseEditor), {
  loading: EditorLoading,
});

/** The prose editor, in a chunk of its own: the rest of the page hydrates without waiting for it. */
export function ProseEditor(props: ComponentProps<typeof LoadedProseEditor>) {
  return (
    <OpeningText.Provider value={props.text}>
      <DynamicProseEditor {...props} />
    </OpeningText.Provider>
  );
}
