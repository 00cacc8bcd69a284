import { Text } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeHighlights } from '@/components/editor/place-highlights';
import type { Highlight } from '@/components/editor/highlight';
import { anchorAt, type Anchor } from '@/lib/text/anchor';
import { reanchorAll } from '@/lib/text/reanchor';

// The editor's highlights and the server's re-anchoring (lib/data/versions/reanchor-open.ts calls
// reanchorAll) must agree: a highlight where the server finds the suggestion, none where it is stale.

const EN =
  'The ferry left at dawn. Mara stood at the rail and watched the harbour lights go out one by one.\n\n' +
  'Behind her the old bridge groaned in the wind. She did not look back.\n\n' +
  'At noon the bells rang out over the square.';
const ZH_MOVED = '她没有回头，只是把大衣的领子竖了起来。';
const ZH = `渡船在黎明时离开。玛拉站在栏杆旁，看着港口的灯一盏盏熄灭。\n\n她身后的老桥在风中呻吟。${ZH_MOVED}\n\n中午，钟声响彻广场。`;
const LONG_PARAGRAPH = 'Rain came in from the sea and stayed for a week. '.repeat(12); // about 600 characters

/** Where each quote must end up: its occurrence in the edited text, or stale. */
type Outcome = number | 'stale';
interface Case {
  name: string;
  saved: string;
  edited: string;
  quotes: [quote: string, outcome: Outcome][];
}

const cut = (text: string, part: string) => text.replace(part, '');
const CASES: Case[] = [
  {
    name: 'an edit before moves every quote below it',
    saved: EN,
    edited: 'A grey morning. ' + EN,
    quotes: [
      ['watched the harbour lights', 0],
      ['the old bridge groaned', 0],
      ['bells', 0],
    ],
  },
  {
    name: 'an edit after leaves the quotes where they were',
    saved: EN,
    edited: EN + ' Nobody came.',
    quotes: [
      ['the rail', 0],
      ['She did not look back.', 0],
    ],
  },
  {
    name: 'an edit inside a quote makes it stale, however slight',
    saved: EN,
    edited: EN.replace('harbour lights', 'harbor lights').replace('old bridge', 'old bridges'),
    quotes: [
      ['harbour lights', 'stale'],
      ['old bridge', 'stale'],
      ['the bells rang out', 0],
    ],
  },
  {
    name: 'a deleted quote is stale; the quotes around it follow',
    saved: EN,
    edited: cut(EN, 'Behind her the old bridge groaned in the wind. '),
    quotes: [
      ['the old bridge groaned', 'stale'],
      ['watched the harbour lights', 0],
      ['look back', 0],
    ],
  },
  {
    name: 'a moved sentence is followed',
    saved: EN,
    edited: 'She did not look back. ' + cut(EN, ' She did not look back.'),
    quotes: [
      ['She did not look back.', 0],
      ['the bells rang out', 0],
    ],
  },
  {
    name: 'a duplicated paragraph keeps the quote on the original',
    saved: EN,
    edited: EN.replace('At noon', EN.split('\n\n')[0] + '\n\nAt noon'),
    quotes: [
      ['watched the harbour lights', 0],
      ['Mara stood', 0],
    ],
  },
  {
    name: 'a copy inserted far above does not hide the original',
    saved: EN,
    edited: LONG_PARAGRAPH + 'Someone else watched the harbour lights that night.\n\n' + LONG_PARAGRAPH + EN,
    quotes: [
      ['watched the harbour lights', 1],
      ['the old bridge groaned', 0],
    ],
  },
  {
    name: 'a short quote whose words are gone is not moved onto the same words elsewhere',
    saved: EN,
    edited: cut(EN, ' groaned in the wind') + ' Flags flapped in the wind.',
    quotes: [
      ['in the wind', 'stale'],
      ['harbour lights', 0],
    ],
  },
  {
    name: 'Chinese: an edit before and after, and inside one quote',
    saved: ZH,
    edited: '灰色的早晨。' + ZH.replace('港口的灯', '港湾的灯') + '没有人来。',
    quotes: [
      ['港口的灯', 'stale'],
      ['老桥在风中呻吟', 0],
      ['钟声响彻广场', 0],
    ],
  },
  {
    name: 'Chinese: a deleted sentence is stale, a moved one followed',
    saved: ZH,
    edited: ZH_MOVED + cut(cut(ZH, '她身后的老桥在风中呻吟。'), ZH_MOVED),
    quotes: [
      ['老桥在风中呻吟', 'stale'],
      [ZH_MOVED, 0],
      ['一盏盏熄灭', 0],
    ],
  },
  {
    name: 'Chinese: a duplicated paragraph keeps the quote on the original',
    saved: ZH,
    edited: ZH.replace('中午', ZH.split('\n\n')[0] + '\n\n中午'),
    quotes: [
      ['看着港口的灯', 0],
      ['老桥在风中呻吟', 0],
    ],
  },
  {
    name: 'Chinese: an edit just after a quote keeps it',
    saved: ZH,
    edited: ZH.replace('广场。', '广场，久久不息。'),
    quotes: [
      ['钟声响彻广场', 0],
      ['她没有回头', 0],
    ],
  },
];

function anchorOn(text: string, quote: string): Anchor {
  const start = text.indexOf(quote);
  if (start < 0) throw new Error(`"${quote}" not in the text`);
  return anchorAt(text, start, start + quote.length);
}

/** The edited text as the editor holds it: the saved text with the edit applied as one change. */
function editedDoc(saved: string, edited: string): Text {
  let from = 0;
  while (from < saved.length && saved[from] === edited[from]) from++;
  let tail = 0;
  while (tail < saved.length - from && tail < edited.length - from && saved.at(-1 - tail) === edited.at(-1 - tail))
    tail++;
  const insert = Text.of(edited.slice(from, edited.length - tail).split('\n'));
  return Text.of(saved.split('\n')).replace(from, saved.length - tail, insert);
}

/** Per anchor: [start, end) where the editor shows it and where the server re-anchors it, or stale. */
function bothPlacements(anchors: Anchor[], saved: string, edited: string) {
  const highlights: Highlight[] = anchors.map((anchor, i) => ({ id: `s${i}`, priority: 'medium', anchor }));
  const doc = editedDoc(saved, edited);
  expect(doc.toString()).toBe(edited);
  const { placed, missing } = placeHighlights(doc, highlights);
  const shown = new Map(placed.map((h) => [h.id, [h.anchor.start, h.anchor.end]]));
  const editor = highlights.map((h) => (missing.includes(h.id) ? 'stale' : shown.get(h.id)));
  const server = reanchorAll(anchors, edited).map((r) =>
    r.status === 'stale' ? 'stale' : [r.anchor.start, r.anchor.end],
  );
  return { editor, server };
}

function nthIndexOf(text: string, quote: string, n: number): number {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(quote, at + 1);
  return at;
}

describe('the editor places highlights where the server re-anchors', () => {
  it.each(CASES)('$name', ({ saved, edited, quotes }) => {
    const anchors = quotes.map(([quote]) => anchorOn(saved, quote));
    const { editor, server } = bothPlacements(anchors, saved, edited);
    const expected = quotes.map(([quote, outcome]) => {
      if (outcome === 'stale') return 'stale';
      const start = nthIndexOf(edited, quote, outcome);
      return [start, start + quote.length];
    });
    expect(server).toEqual(expected);
    expect(editor).toEqual(server);
  });

  it('agrees on random edits of mixed English and Chinese text', () => {
    const word = fc.constantFrom('the', 'cat', 'sat', 'on', 'a', 'mat.', '\n\n', '它', '走了。', '猫', 'ran');
    const edit = fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      remove: fc.nat(10),
      insert: fc.array(word, { maxLength: 4 }),
    });
    const span = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 24 }) });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 5, maxLength: 120 }),
        fc.array(span, { minLength: 1, maxLength: 12 }),
        fc.array(edit, { maxLength: 6 }),
        (words, spans, edits) => {
          const saved = words.join(' ');
          const anchors = spans.map(({ at, length }) => {
            const start = Math.min(Math.floor(at * saved.length), saved.length - 1);
            return anchorAt(saved, start, Math.min(saved.length, start + length));
          });
          let edited = saved;
          for (const { at, remove, insert } of edits) {
            const s = Math.floor(at * edited.length);
            edited = edited.slice(0, s) + insert.join(' ') + edited.slice(Math.min(edited.length, s + remove));
          }
          const { editor, server } = bothPlacements(anchors, saved, edited);
          expect(editor).toEqual(server);
        },
      ),
      { numRuns: 300 },
    );
  });
});
