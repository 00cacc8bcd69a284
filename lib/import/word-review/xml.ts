import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

// WordprocessingML through a real XML parser: namespaces resolved, entities decoded, malformed
// markup refused. xmldom expands no external entities, so a part cannot reach outside itself.

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';
export const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';

export class MalformedPartError extends Error {}

export function parseXml(part: Buffer): Element {
  let root: Element | null;
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(part.toString('utf8'), 'application/xml').documentElement;
  } catch (error) {
    throw new MalformedPartError('malformed XML', { cause: error });
  }
  if (!root) throw new MalformedPartError('no root element');
  return root;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** A WordprocessingML element's local name, or null for anything outside that namespace. */
export const wordName = (node: Node): string | null =>
  isElement(node) && node.namespaceURI === W ? node.localName : null;

/** An attribute in the w: namespace (`w:id`, `w:author`, `w:val`). */
export const wordAttr = (element: Element, name: string): string => element.getAttributeNS(W, name) ?? '';

export function* wordChildren(element: Element, name: string): Generator<Element> {
  for (const child of Array.from(element.childNodes)) if (wordName(child) === name) yield child as Element;
}
