import { describe, expect, it } from 'vitest';
import { anchorAt, type Anchor } from '@/lib/text/anchor';
import { reanchor, reanchorAll, type ReanchorResult } from '@/lib/text/reanchor';

function anchorOn(text: string, quote: string, occurrence = 0): Anchor {
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = text.indexOf(quote, start + 1);
  if (start === -1) throw new Error(`"${quote}" not in text`);
  return anchorAt(text, start, start + quote.length);
}

function placedText(result: ReanchorResult, text: string): string | null {
  return result.status === 'anchored' ? text.slice(result.anchor.start, result.anchor.end) : null;
}

const STORY =
  'The ferry left at dawn. Mara stood at the rail and watched the harbour lights go out one by one. ' +
  'Behind her the old bridge groaned in the wind. She did not look back.';

describe('reanchor', () => {
  it('keeps the stored offsets when the text is unchanged', () => {
    const anchor = anchorOn(STORY, 'watched the harbour lights');
    expect(reanchor(anchor, STORY)).toEqual({ status: 'anchored', anchor, method: 'offsets' });
  });

  it('follows text shifted by an edit before it', () => {
    const anchor = anchorOn(STORY, 'the old bridge groaned');
    const edited = STORY.replace('The ferry left at dawn.', 'The grey ferry finally left at dawn.');
    const result = reanchor(anchor, edited);
    expect(result).toMatchObject({ status: 'anchored', method: 'exact' });
    expect(placedText(result, edited)).toBe('the old bridge groaned');
    if (result.status === 'anchored') expect(result.anchor.start).toBe(edited.indexOf('the old bridge'));
  });

  it('follows a sentence moved elsewhere, refreshing its context', () => {
    const sentence = 'She did not look back.';
    const anchor = anchorOn(STORY, sentence);
    const edited = sentence + ' ' + STORY.replace(' ' + sentence, '');
    const result = reanchor(anchor, edited);
    expect(result.status).toBe('anchored');
    if (result.status !== 'anchored') return;
    expect(result.anchor.start).toBe(0);
    expect(result.anchor.prefix).toBe('');
    expect(result.anchor.suffix).toBe(edited.slice(sentence.length, sentence.length + 32));
  });

  it('tells repeated quotes apart by their context, not just the nearest one', () => {
    const text = 'At noon the bells rang out. Later, at dusk, the bells rang out again over the empty square.';
    const anchor = anchorOn(text, 'the bells rang out', 1);
    // Cutting the opening puts the first occurrence right on the old offset.
    const edited = text.slice('At noon the bells rang out. '.length - 20);
    const result = reanchor(anchor, edited);
    expect(result.status).toBe('anchored');
    if (result.status === 'anchored') expect(result.anchor.start).toBe(edited.lastIndexOf('the bells rang out'));
  });

  it('uses surviving context when an edit also touched the text beside a repeated quote', () => {
    const text = 'He said yes to the captain. Then, much later that night, he said yes to the captain once more.';
    const anchor = anchorOn(text, 'said yes to the captain', 1);
    const edited = text
      .replace('Then, much later that night,', 'Then, much later that evening,')
      .replace(' once more', ' again');
    const result = reanchor(anchor, edited);
    expect(result).toMatchObject({ status: 'anchored', method: 'fuzzy' });
    if (result.status === 'anchored') expect(result.anchor.start).toBe(edited.lastIndexOf('said yes to the captain'));
  });

  it('marks a suggestion stale when its text was deleted', () => {
    const anchor = anchorOn(STORY, 'Behind her the old bridge groaned in the wind. ');
    expect(reanchor(anchor, STORY.replace('Behind her the old bridge groaned in the wind. ', ''))).toEqual({
      status: 'stale',
    });
  });

  it('marks a suggestion stale when its quote was edited, however slightly', () => {
    const anchor = anchorOn(STORY, 'harbour lights');
    expect(reanchor(anchor, STORY.replace('harbour lights', 'harbor lights'))).toEqual({ status: 'stale' });
    const bridge = anchorOn(STORY, 'old bridge');
    expect(reanchor(bridge, STORY.replace('old bridge', 'old bridges'))).toEqual({ status: 'stale' });
  });

  it('does not move a short quote onto the same common words elsewhere', () => {
    const text = 'She ran to the door. He walked to the window.';
    const anchor = anchorOn(text, 'to the', 0);
    expect(reanchor(anchor, 'She ran towards the door. He walked to the window.')).toEqual({ status: 'stale' });
  });

  it('handles CJK text', () => {
    const text = '清晨，渡船离开了港口。玛拉站在栏杆旁，看着港口的灯一盏一盏熄灭。身后的老桥在风中呻吟。';
    const anchor = anchorOn(text, '港口的灯');
    const edited = '那是一个寒冷的早晨。' + text;
    expect(placedText(reanchor(anchor, edited), edited)).toBe('港口的灯');
    expect(reanchor(anchor, text.replace('港口的灯', '港口的光'))).toEqual({ status: 'stale' });
  });
});

describe('reanchorAll', () => {
  it('returns results in the order of the anchors given', () => {
    const quotes = ['She did not look back.', 'The ferry left', 'the old bridge'];
    const anchors = quotes.map((q) => anchorOn(STORY, q));
    const edited = 'Prologue. ' + STORY;
    const results = reanchorAll(anchors, edited);
    expect(results.map((r) => placedText(r, edited))).toEqual(quotes);
  });

  it('agrees with reanchor one by one', () => {
    const anchors = ['The ferry', 'harbour lights', 'old bridge', 'look back'].map((q) => anchorOn(STORY, q));
    const edited = STORY.replace('harbour', 'harbor').replace('The ferry', 'At last the ferry');
    expect(reanchorAll(anchors, edited)).toEqual(anchors.map((a) => reanchor(a, edited)));
  });
});
