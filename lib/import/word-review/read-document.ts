import type { Element } from '@xmldom/xmldom';
import type { EditorMark, EditorReading } from '../../workflow/editor/marks';
import type { WordComment } from './comments';
import { expandPoint } from './expand-point';
import { readParagraph, type ReadParagraph } from './paragraph';
import { parseXml, W, wordAttr, wordChildren, wordName } from './xml';

// word/document.xml as text with Markdown headings (Word's Title one level above its headings, as the
// manuscript import reads them), paragraphs apart by a blank line, and the marks in that text.

/** Style id → Markdown heading level, from word/styles.xml's style names ("Title", "heading 2"). */
function headingLevels(styles: Buffer | undefined): Map<string, number> {
  const levels = new Map<string, number>([['Title', 1]]);
  for (let n = 1; n <= 6; n++) levels.set(`Heading${n}`, Math.min(6, n + 1));
  if (!styles) return levels;
  for (const style of wordChildren(parseXml(styles), 'style')) {
    const name = [...wordChildren(style, 'name')][0];
    const label = name ? wordAttr(name, 'val').toLowerCase() : '';
    const heading = /^heading (\d)$/.exec(label);
    const level = label === 'title' ? 1 : heading ? Math.min(6, Number(heading[1]) + 1) : null;
    if (level) levels.set(wordAttr(style, 'styleId'), level);
  }
  return levels;
}

function paragraphStyle(paragraph: Element): string {
  const properties = [...wordChildren(paragraph, 'pPr')][0];
  const style = properties ? [...wordChildren(properties, 'pStyle')][0] : undefined;
  return style ? wordAttr(style, 'val') : '';
}

function* paragraphsIn(element: Element): Generator<Element> {
  for (const node of Array.from(element.childNodes)) {
    const name = wordName(node);
    if (name === 'p') yield node as Element;
    else if (name && name !== 'sectPr') yield* paragraphsIn(node as Element);
  }
}

interface Placed {
  text: string;
  changes: { author: string; start: number; end: number; inserted: string }[];
  commentAt: { starts: Map<string, number>; ends: Map<string, number>; refs: Map<string, number> };
}

function place(paragraphs: { read: ReadParagraph; prefix: string }[]): Placed {
  const placed: Placed = { text: '', changes: [], commentAt: { starts: new Map(), ends: new Map(), refs: new Map() } };
  // Words inserted as a paragraph of their own wait for the next paragraph to stand before.
  let newParagraphs: { author: string; inserted: string }[] = [];
  for (const { read, prefix } of paragraphs) {
    const nextStart = placed.text ? placed.text.length + 2 : 0;
    if (!read.text.trim()) {
      for (const c of read.changes)
        if (c.inserted.trim()) newParagraphs.push({ author: c.author, inserted: c.inserted });
      for (const [from, to] of [
        [read.commentStarts, placed.commentAt.starts],
        [read.commentEnds, placed.commentAt.ends],
        [read.commentRefs, placed.commentAt.refs],
      ] as const)
        for (const id of from.keys()) to.set(id, nextStart);
      continue;
    }
    placed.text += `${placed.text ? '\n\n' : ''}${prefix}${read.text}`;
    for (const p of newParagraphs)
      placed.changes.push({ ...p, start: nextStart, end: nextStart, inserted: `${p.inserted}\n\n` });
    newParagraphs = [];
    const shift = nextStart + prefix.length;
    for (const c of read.changes) placed.changes.push({ ...c, start: c.start + shift, end: c.end + shift });
    for (const [from, to] of [
      [read.commentStarts, placed.commentAt.starts],
      [read.commentEnds, placed.commentAt.ends],
      [read.commentRefs, placed.commentAt.refs],
    ] as const)
      for (const [id, at] of from) to.set(id, at + shift);
  }
  const end = placed.text.length;
  for (const p of newParagraphs) placed.changes.push({ ...p, start: end, end, inserted: `\n\n${p.inserted}` });
  return placed;
}

function changeMark(text: string, c: Placed['changes'][number]): EditorMark | null {
  const kind = c.start === c.end ? 'insertion' : c.inserted ? 'replacement' : 'deletion';
  const span = c.start === c.end ? expandPoint(text, c.start, c.inserted) : { ...c, replacement: c.inserted };
  if (!span) return null;
  const quote = text.slice(span.start, span.end);
  return {
    kind,
    author: c.author,
    start: span.start,
    end: span.end,
    quote,
    comment: '',
    replacement: span.replacement,
  };
}

function commentMark(text: string, id: string, comment: WordComment, at: Placed['commentAt']): EditorMark | null {
  let start = at.starts.get(id) ?? at.refs.get(id);
  let end = at.ends.get(id) ?? at.refs.get(id) ?? start;
  if (start === undefined || end === undefined) return null;
  start = Math.min(start, text.length);
  end = Math.min(Math.max(end, start), text.length);
  // A range that holds only spaces and line breaks is a point.
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (start === end) {
    const span = expandPoint(text, start, '');
    if (!span) return null;
    ({ start, end } = span);
  }
  return { kind: 'comment', author: comment.author, start, end, quote: text.slice(start, end), comment: comment.text };
}

/** The document's text before the tracked changes, its unresolved comments and its tracked changes. */
export function readDocument(
  parts: { document: Buffer; styles?: Buffer },
  comments: Map<string, WordComment>,
): EditorReading {
  const root = parseXml(parts.document);
  const body = root.getElementsByTagNameNS(W, 'body')[0];
  const levels = headingLevels(parts.styles);
  const paragraphs = body
    ? [...paragraphsIn(body)].map((p) => {
        const level = levels.get(paragraphStyle(p));
        return { read: readParagraph(p), prefix: level ? `${'#'.repeat(level)} ` : '' };
      })
    : [];
  const placed = place(paragraphs);
  const marks = [
    ...placed.changes.map((c) => changeMark(placed.text, c)),
    ...[...comments]
      .filter(([, c]) => !c.resolved && c.text)
      .map(([id, c]) => commentMark(placed.text, id, c, placed.commentAt)),
  ].filter((m): m is EditorMark => m !== null);
  return { text: placed.text, marks: marks.sort((a, b) => a.start - b.start || a.end - b.end) };
}
