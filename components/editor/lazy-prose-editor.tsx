'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import type { ProseEditor as LoadedProseEditor } from './prose-editor';

/** The text the editor will open with, for the placeholder that stands in until it has loaded. */
const PendingText = createContext('');

/** The editor's box with its text as the editor will lay it out, readable before the editor can be typed in. */
function EditorPlaceholder() {
  const text = useContext(PendingText);
  return (
    <div
      className="h-[65vh] min-h-64 overflow-auto rounded-lg border border-stone-300 bg-white px-5 py-4 text-[15px] leading-[1.7] whitespace-pre-wrap text-stone-700"
      aria-hidden="true"
      data-testid="prose-editor-placeholder"
    >
      <div className="max-w-[72ch]">{text}</div>
    </div>
  );
}

const DynamicProseEditor = dynamic(() => import('./prose-editor').then((m) => m.ProseEditor), {
  ssr: false,
  loading: EditorPlaceholder,
});

/**
 * The prose editor, loaded right after the page appears rather than before it: CodeMirror is the
 * largest part of the stage page's script. Until it arrives its text shows in a box of the same size.
 */
export function ProseEditor(props: ComponentProps<typeof LoadedProseEditor>) {
  return (
    <PendingText.Provider value={props.text}>
      <DynamicProseEditor {...props} />
    </PendingText.Provider>
  );
}
