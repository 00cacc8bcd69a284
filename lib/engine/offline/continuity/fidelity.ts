import { sentenceAt } from '../../../text/sentences';
import { isLatinName } from './names';
import { emit, matchesOf, type Scan } from './scan';

// What a rewrite must take from its original: numbers (with the word they count), and names. Dates
// come from the time facts. The same extraction runs over the original and the clarifications.

const NUMBER =
  /(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(\s*%|\s*percent)?(?:\s+([A-Za-z]+)|([\p{Script=Han}]{1,2}))?/gu;
const NAME = /(?<![A-Za-z])([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)/g;

export function fidelityFacts(scan: Scan): void {
  for (const m of matchesOf(scan.text, NUMBER)) {
    const value = `${m[1].replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}${m[3] ? '%' : ''}`;
    const [vs, ve] = [m.index, m.index + m[1].length + (m[2] ? m[2].length + 1 : 0) + (m[3]?.length ?? 0)];
    emit(scan, {
      kind: 'mention',
      subject: (m[4] ?? m[5] ?? '').toLowerCase(),
      attribute: 'number',
      value,
      start: vs,
      end: ve,
      valueStart: vs,
      valueEnd: ve,
    });
  }
  for (const m of matchesOf(scan.text, NAME)) {
    if (!isLatinName(m[1])) continue;
    const sentence = sentenceAt(scan.sentences, m.index);
    // "The Board" opening a sentence is not a name; a name of two capitalised words anywhere else is.
    if (sentence?.start === m.index && !scan.known.includes(m[1])) continue;
    emit(scan, {
      kind: 'mention',
      subject: '',
      attribute: 'name',
      value: m[1],
      start: m.index,
      end: m.index + m[1].length,
      valueStart: m.index,
      valueEnd: m.index + m[1].length,
    });
  }
}
