// The browser side of editor-bench.ts, bundled with esbuild: a CodeMirror editor set up as the
// stage page's prose editor is (components/editor/prose-editor.tsx), with the real highlights extension.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { proseMarkdown } from '../../components/editor/prose-markdown';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { proseTheme } from '../../components/editor/editor-theme';
import {
  placeHighlights,
  setHighlights,
  suggestionHighlights,
  type Highlight,
} from '../../components/editor/suggestion-highlights';

let view: EditorView | null = null;
let clicked = 0;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const bench = {
  setup(doc: string) {
    view?.destroy();
    const parent = document.getElementById('editor')!;
    view = new EditorView({
      parent,
      state: EditorState.create({
        doc,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          proseMarkdown(),
          EditorView.lineWrapping,
          proseTheme,
          suggestionHighlights(() => () => clicked++),
        ],
      }),
    });
    view.dispatch({ selection: { anchor: 0 }, scrollIntoView: true });
    return view.state.doc.length;
  },
  /** Check, build and apply the highlights, then force style and layout: the synchronous cost. */
  apply(highlights: Highlight[]) {
    const v = view!;
    const t0 = performance.now();
    const { placed, missing } = placeHighlights(v.state.doc, highlights);
    v.dispatch({ effects: setHighlights.of(placed) });
    v.contentDOM.getBoundingClientRect();
    void document.body.offsetHeight;
    const ms = performance.now() - t0;
    return {
      ms,
      placed: placed.length,
      missing: missing.length,
      rendered: v.contentDOM.querySelectorAll('.cm-sf-hl').length,
    };
  },
  /** The same, until the next frame has been painted (includes the editor's measure cycle and frame wait). */
  async applyToFrame(highlights: Highlight[]) {
    const v = view!;
    const t0 = performance.now();
    v.dispatch({ effects: setHighlights.of(placeHighlights(v.state.doc, highlights).placed) });
    await nextFrame();
    return performance.now() - t0;
  },
  clear() {
    view!.dispatch({ effects: setHighlights.of([]) });
    void document.body.offsetHeight;
  },
  /** One keystroke at the top with the highlights on (mapped through the change), then taken back. */
  type() {
    const v = view!;
    const t0 = performance.now();
    v.dispatch({ changes: { from: 0, insert: 'x' } });
    void document.body.offsetHeight;
    const ms = performance.now() - t0;
    v.dispatch({ changes: { from: 0, to: 1 } });
    return ms;
  },
  /** An unsaved edit above every anchor: the highlights' offsets are now off by its length. */
  edit(insert: string) {
    view!.dispatch({ changes: { from: 0, insert } });
  },
  undoEdit(length: number) {
    view!.dispatch({ changes: { from: 0, to: length } });
  },
  /** Where the first highlight is now (to check that mapping moved it). */
  firstHighlight() {
    const first = view!.contentDOM.querySelector('.cm-sf-hl');
    return first ? view!.posAtDOM(first) : -1;
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
