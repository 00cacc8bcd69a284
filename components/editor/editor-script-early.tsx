'use client';

// Stage pages ask for the editor's script as soon as their layout hydrates. Client modules run when React
// first renders them, and the editor comes late in a stage page: asked for there, its script arrived and
// ran only after the rest of the page had hydrated. A failure shows when the editor itself loads it.
if (typeof window !== 'undefined') import('./prose-editor').catch(() => undefined);

/** Rendered by the stage layout only so that this module runs early; renders nothing. */
export function EditorScriptEarly() {
  return null;
}
