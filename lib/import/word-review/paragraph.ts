import type { Element } from '@xmldom/xmldom';
import { wordAttr, wordName } from './xml';

// One w:p read into its text before any tracked change (deleted words in, inserted words out), the
// tracked changes in it as ranges of that text, and where its comment markers stand.

interface TrackedChange {
  author: string;
  start: number;
  /** The deleted words' end; equal to `start` for a pure insertion. */
  end: number;
  inserted: string;
}

export interface ReadParagraph {
  text: string;
  changes: TrackedChange[];
  /** Comment id → offset, for w:commentRangeStart, w:commentRangeEnd and w:commentReference. */
  commentStarts: Map<string, number>;
  commentEnds: Map<string, number>;
  commentRefs: Map<string, number>;
}

type Revision = { kind: 'ins' | 'del'; author: string } | null;

// Drawings, text boxes and field instructions are not the paragraph's prose.
const SKIPPED = new Set(['pPr', 'rPr', 'instrText', 'delInstrText', 'drawing', 'pict', 'object', 'txbxContent']);
const CHARACTERS: Record<string, string> = { tab: '\t', br: '\n', cr: '\n', noBreakHyphen: '-', softHyphen: '' };

export function readParagraph(paragraph: Element): ReadParagraph {
  const read: ReadParagraph = {
    text: '',
    changes: [],
    commentStarts: new Map(),
    commentEnds: new Map(),
    commentRefs: new Map(),
  };
  // The change being gathered: a deletion and an insertion side by side by one author are one replacement.
  let open: { author: string; start: number; deleted: number; inserted: string } | null = null;
  const close = () => {
    if (open)
      read.changes.push({
        author: open.author,
        start: open.start,
        end: open.start + open.deleted,
        inserted: open.inserted,
      });
    open = null;
  };
  const add = (words: string, revision: Revision) => {
    if (!words) return;
    if (!revision) {
      close();
      read.text += words;
      return;
    }
    if (!open || open.author !== revision.author) {
      close();
      open = { author: revision.author, start: read.text.length, deleted: 0, inserted: '' };
    }
    if (revision.kind === 'del') {
      open.deleted += words.length;
      read.text += words;
    } else open.inserted += words;
  };
  const walk = (element: Element, revision: Revision) => {
    for (const node of Array.from(element.childNodes)) {
      const name = wordName(node);
      if (!name || SKIPPED.has(name)) continue;
      const child = node as Element;
      if (name === 't' || name === 'delText') add(child.textContent ?? '', revision);
      else if (name in CHARACTERS) add(CHARACTERS[name], revision);
      else if (name === 'ins' || name === 'moveTo') walk(child, { kind: 'ins', author: wordAttr(child, 'author') });
      else if (name === 'del' || name === 'moveFrom') walk(child, { kind: 'del', author: wordAttr(child, 'author') });
      else if (name === 'commentRangeStart') read.commentStarts.set(wordAttr(child, 'id'), read.text.length);
      else if (name === 'commentRangeEnd') read.commentEnds.set(wordAttr(child, 'id'), read.text.length);
      else if (name === 'commentReference') read.commentRefs.set(wordAttr(child, 'id'), read.text.length);
      else walk(child, revision);
    }
  };
  walk(paragraph, null);
  close();
  return read;
}
