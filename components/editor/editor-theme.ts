import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';

/** A calm prose look: the app's font, comfortable line height, the app's focus ring. */
export const proseTheme = [
  EditorView.theme({
    '&': { height: '100%', fontSize: '15px', backgroundColor: 'white' },
    '&.cm-focused': { outline: 'none' },
    '.cm-scroller': { fontFamily: 'var(--font-sans)', lineHeight: '1.7', overflow: 'auto' },
    '.cm-content': { padding: '16px 20px', maxWidth: '72ch', caretColor: '#312e81' },
    '.cm-line': { padding: '0' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#c7d2fe' },
  }),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
];

/** Accessible name and description for an editor's content element (it has role="textbox"). */
export function contentLabel(label: string, describedBy?: string) {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });
}
