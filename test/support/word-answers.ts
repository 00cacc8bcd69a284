import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import JSZip from 'jszip';

// What an editor does in Word to the tracked changes a document came with, done to its XML as Word
// saves it: an accepted change leaves its new words as plain text, a rejected one its old words.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function unwrap(element: Element) {
  while (element.firstChild) element.parentNode!.insertBefore(element.firstChild, element);
  element.parentNode!.removeChild(element);
}

/** The `n`-th change signed `author`, accepted or rejected; the others are left as they are. */
export async function answerInWord(docx: Buffer, author: string, answers: Map<number, 'accept' | 'reject'>) {
  const zip = await JSZip.loadAsync(docx);
  const doc = new DOMParser().parseFromString(await zip.file('word/document.xml')!.async('string'), 'application/xml');
  const deletions = Array.from(doc.getElementsByTagNameNS(W, 'del')).filter(
    (d) => d.getAttributeNS(W, 'author') === author,
  );
  deletions.forEach((del, n) => {
    const answer = answers.get(n);
    if (!answer) return;
    let next = del.nextSibling;
    while (next && next.nodeType !== 1) next = next.nextSibling;
    const ins = next && (next as Element).localName === 'ins' ? (next as Element) : null;
    if (answer === 'accept') {
      del.parentNode!.removeChild(del);
      if (ins) unwrap(ins);
    } else {
      if (ins) ins.parentNode!.removeChild(ins);
      for (const old of Array.from(del.getElementsByTagNameNS(W, 'delText'))) {
        const t = doc.createElementNS(W, 'w:t');
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(doc.createTextNode(old.textContent ?? ''));
        old.parentNode!.replaceChild(t, old);
      }
      unwrap(del);
    }
  });
  zip.file('word/document.xml', new XMLSerializer().serializeToString(doc));
  return zip.generateAsync({ type: 'nodebuffer' });
}
