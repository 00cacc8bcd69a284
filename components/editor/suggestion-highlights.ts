import { StateEffect, StateField, type EditorState, type Extension, type Range, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { Highlight } from './highlight';

// Suggestion highlights for the prose editor (DESIGN §6). No React here: the benchmark bundles this
// file alone. Decorations live in a state field and are mapped through every change, so they follow
// the words while the writer types; one whose words are deleted disappears (an empty mark is dropped).

export type { Highlight } from './highlight';
export { placeHighlights } from './place-highlights';

export const setHighlights = StateEffect.define<readonly Highlight[]>();
export const setActiveHighlight = StateEffect.define<string | null>();
const setFlash = StateEffect.define<{ from: number; to: number } | null>();

interface HighlightState {
  marks: DecorationSet;
  activeId: string | null;
  active: DecorationSet;
  flash: DecorationSet;
}

const activeMark = Decoration.mark({ class: 'cm-sf-active' });
const flashMark = Decoration.mark({ class: 'cm-sf-flash' });

function markFor(h: Highlight): Range<Decoration> {
  return Decoration.mark({
    class: `cm-sf-hl cm-sf-${h.priority}`,
    attributes: { 'data-suggestion-id': h.id },
    id: h.id,
  }).range(h.anchor.start, h.anchor.end);
}

/** Where a highlight's id sits now, after all mapping; null when it is not shown. */
export function highlightRange(state: EditorState, id: string): { from: number; to: number } | null {
  let found: { from: number; to: number } | null = null;
  state.field(highlightField, false)?.marks.between(0, state.doc.length, (from, to, deco) => {
    if (deco.spec.id !== id) return;
    found = { from, to };
    return false;
  });
  return found;
}

function activeSet(marks: DecorationSet, id: string | null, doc: Text): DecorationSet {
  if (!id) return Decoration.none;
  let range: Range<Decoration> | null = null;
  marks.between(0, doc.length, (from, to, deco) => {
    if (deco.spec.id !== id) return;
    range = activeMark.range(from, to);
    return false;
  });
  return range ? Decoration.set([range]) : Decoration.none;
}

const highlightField = StateField.define<HighlightState>({
  create: () => ({ marks: Decoration.none, activeId: null, active: Decoration.none, flash: Decoration.none }),
  update(value, tr) {
    let { marks, activeId, active, flash } = value;
    if (tr.docChanged) {
      marks = marks.map(tr.changes);
      active = active.map(tr.changes);
      flash = flash.map(tr.changes);
    }
    let rebuildActive = false;
    for (const e of tr.effects) {
      if (e.is(setHighlights)) {
        marks = Decoration.set(e.value.map(markFor), true);
        rebuildActive = true;
      } else if (e.is(setActiveHighlight)) {
        activeId = e.value;
        rebuildActive = true;
      } else if (e.is(setFlash)) {
        flash =
          e.value && e.value.to > e.value.from
            ? Decoration.set([flashMark.range(e.value.from, e.value.to)])
            : Decoration.none;
      }
    }
    if (rebuildActive) active = activeSet(marks, activeId, tr.state.doc);
    return { marks, activeId, active, flash };
  },
  provide: (f) => [
    EditorView.decorations.from(f, (v) => v.marks),
    EditorView.decorations.from(f, (v) => v.active),
    EditorView.decorations.from(f, (v) => v.flash),
  ],
});

/** Scrolls a range to the middle of the editor and flashes it for a moment; optionally selects it. */
export function revealRange(view: EditorView, from: number, to: number, select = false): void {
  view.dispatch({
    effects: [EditorView.scrollIntoView(from, { y: 'center' }), setFlash.of({ from, to })],
    ...(select ? { selection: { anchor: from, head: to } } : {}),
  });
  setTimeout(() => {
    if (view.dom.isConnected) view.dispatch({ effects: setFlash.of(null) });
  }, 1600);
}

const theme = EditorView.baseTheme({
  '.cm-sf-hl': { borderRadius: '2px', cursor: 'pointer' },
  // Colour plus a distinct underline style, so priority is not told by colour alone.
  '.cm-sf-high': { backgroundColor: 'rgba(254, 202, 202, 0.7)', borderBottom: '2px solid #b91c1c' },
  '.cm-sf-medium': { backgroundColor: 'rgba(253, 230, 138, 0.6)', borderBottom: '2px dashed #b45309' },
  '.cm-sf-low': { backgroundColor: 'rgba(186, 230, 253, 0.55)', borderBottom: '2px dotted #0369a1' },
  '.cm-sf-active': { outline: '2px solid #4338ca', outlineOffset: '1px' },
  '.cm-sf-flash': { animation: 'cm-sf-flash 1.5s ease-out' },
  '@keyframes cm-sf-flash': { from: { backgroundColor: '#818cf8' }, to: { backgroundColor: 'transparent' } },
});

/**
 * The highlight a pointer pressed on: of the highlights around the pressed element (they nest where
 * they overlap, and syntax marks split them), the one with the shortest range, the most specific.
 */
function pressedHighlight(view: EditorView, target: EventTarget | null): string | null {
  let best: { id: string; length: number } | null = null;
  for (let el = target instanceof Element ? target : null; el && el !== view.contentDOM; el = el.parentElement) {
    const id = el.getAttribute('data-suggestion-id');
    const range = id ? highlightRange(view.state, id) : null;
    if (id && range && (!best || range.to - range.from < best.length)) best = { id, length: range.to - range.from };
  }
  return best?.id ?? null;
}

/**
 * The highlights extension; `onClick` receives the id of a clicked highlight (read when clicked).
 * The highlight is taken from where the button went down: by the time it comes up the editor may
 * have redrawn the line (the caret moved, the active mark changed), and the click's own target is
 * then only the line or the content element.
 */
export function suggestionHighlights(onClick: () => ((id: string) => void) | undefined): Extension {
  let pressed: { id: string; x: number; y: number } | null = null;
  return [
    highlightField,
    theme,
    EditorView.domEventHandlers({
      mousedown(event, view) {
        const id = event.button === 0 ? pressedHighlight(view, event.target) : null;
        pressed = id ? { id, x: event.clientX, y: event.clientY } : null;
        return false; // the press still places the caret
      },
      click(event) {
        const from = pressed;
        pressed = null;
        // A drag (selecting words) is not a click on the highlight.
        if (from && Math.abs(event.clientX - from.x) < 4 && Math.abs(event.clientY - from.y) < 4) onClick()?.(from.id);
        return false;
      },
    }),
  ];
}
