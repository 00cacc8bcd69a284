import { syntaxTree } from '@codemirror/language';
import type { EditorState, Range } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';

// Markdown's markers ("**", "_", "## ", "> ") are how a writer types emphasis, not what they read: on
// the lines the cursor is not on, they are hidden and the words show bold, italic or as a heading.
// On the cursor's line they come back, so they can be edited. The text itself is never changed.

const MARKS = new Set(['EmphasisMark', 'HeaderMark', 'QuoteMark', 'CodeMark']);
const hide = Decoration.replace({});

function activeLines(state: EditorState): Set<number> {
  const lines = new Set<number>();
  for (const r of state.selection.ranges) {
    const from = state.doc.lineAt(r.from).number;
    const to = state.doc.lineAt(r.to).number;
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return lines;
}

function hiddenMarks(view: EditorView): DecorationSet {
  const { state } = view;
  const active = view.hasFocus ? activeLines(state) : new Set<number>();
  const ranges: Range<Decoration>[] = [];
  for (const { from, to } of view.visibleRanges) {
    syntaxTree(state).iterate({
      from,
      to,
      enter: (node) => {
        if (!MARKS.has(node.name) || active.has(state.doc.lineAt(node.from).number)) return;
        // A heading's or quote's marker takes the space after it along.
        const end =
          node.name === 'HeaderMark' || node.name === 'QuoteMark'
            ? Math.min(node.to + 1, state.doc.lineAt(node.from).to)
            : node.to;
        if (end > node.from) ranges.push(hide.range(node.from, end));
      },
    });
  }
  return Decoration.set(ranges, true);
}

export const hiddenMarkdownMarks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = hiddenMarks(view);
    }
    update(u: ViewUpdate) {
      if (
        u.docChanged ||
        u.selectionSet ||
        u.viewportChanged ||
        u.focusChanged ||
        u.transactions.some((t) => t.reconfigured)
      )
        this.decorations = hiddenMarks(u.view);
    }
  },
  { decorations: (p) => p.decorations },
);
