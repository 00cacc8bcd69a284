import type { Element } from '@xmldom/xmldom';
import { parseXml, W, W14, W15, wordAttr, wordChildren } from './xml';

// word/comments.xml: each comment's author and words. word/commentsExtended.xml (Word 2013 on) marks a
// comment resolved ("done") on its last paragraph's id; a resolved comment is settled and not imported.

export interface WordComment {
  author: string;
  text: string;
  resolved: boolean;
}

function paragraphText(paragraph: Element): string {
  return Array.from(paragraph.getElementsByTagNameNS(W, 't'))
    .map((t) => t.textContent ?? '')
    .join('');
}

// A reply's thread is resolved when its first comment is.
function resolvedParagraphs(extended: Buffer | undefined): Set<string> {
  if (!extended) return new Set();
  const threads = Array.from(parseXml(extended).getElementsByTagNameNS(W15, 'commentEx')).map((c) => ({
    id: c.getAttributeNS(W15, 'paraId') ?? '',
    parent: c.getAttributeNS(W15, 'paraIdParent') ?? '',
    done: c.getAttributeNS(W15, 'done') === '1',
  }));
  const done = new Set(threads.filter((t) => t.done).map((t) => t.id));
  return new Set(threads.filter((t) => done.has(t.id) || done.has(t.parent)).map((t) => t.id));
}

/** The document's comments by their w:id. */
export function readComments(comments: Buffer | undefined, extended: Buffer | undefined): Map<string, WordComment> {
  const byId = new Map<string, WordComment>();
  if (!comments) return byId;
  const done = resolvedParagraphs(extended);
  for (const comment of wordChildren(parseXml(comments), 'comment')) {
    const paragraphs = [...wordChildren(comment, 'p')];
    const last = paragraphs.at(-1)?.getAttributeNS(W14, 'paraId') ?? '';
    byId.set(wordAttr(comment, 'id'), {
      author: wordAttr(comment, 'author').trim(),
      text: paragraphs.map(paragraphText).join('\n').trim(),
      resolved: last !== '' && done.has(last),
    });
  }
  return byId;
}
