import { describe, expect, it } from 'vitest';
import {
  deleteSection,
  insertSection,
  mergeSections,
  moveSection,
  renumber,
  splitSection,
  type SectionItem,
} from '@/lib/workflow/sections';

const s = (id: string, displayNumber: string, text?: string): SectionItem => ({
  id,
  displayNumber,
  title: `T${id}`,
  goal: `G${id}`,
  targetLength: 100,
  ...(text === undefined ? {} : { text }),
});
const numbers = (r: { ok: boolean; sections?: SectionItem[] }) =>
  r.ok ? r.sections!.map((x) => `${x.id}:${x.displayNumber}`) : r;

describe('renumber', () => {
  it('numbers flat lists and keeps hierarchical depth', () => {
    expect(renumber([s('a', '3'), s('b', '1')]).map((x) => x.displayNumber)).toEqual(['1', '2']);
    expect(
      renumber([s('a', '1'), s('b', '2'), s('c', '2.1'), s('d', '2.7'), s('e', '9')]).map((x) => x.displayNumber),
    ).toEqual(['1', '2', '2.1', '2.2', '3']);
  });
  it('raises an entry with no parent before it', () => {
    expect(renumber([s('a', '1.1'), s('b', '1.1.1.1')]).map((x) => x.displayNumber)).toEqual(['1', '1.1']);
  });
  it('can start at 0 for script chapters', () => {
    expect(renumber([s('dm', '5'), s('p1', '5')], 0).map((x) => x.displayNumber)).toEqual(['0', '1']);
  });
});

describe('section operations', () => {
  const list = [s('a', '1', 'Alpha.'), s('b', '2', 'Beta.'), s('c', '2.1', 'Gamma.'), s('d', '3', 'Delta.')];

  it('inserts with the depth it is given, or that of the section before it', () => {
    expect(numbers(insertSection(list, s('x', '1'), 0))).toEqual(['x:1', 'a:2', 'b:3', 'c:3.1', 'd:4']);
    expect(numbers(insertSection(list, s('x', ''), 3))).toEqual(['a:1', 'b:2', 'c:2.1', 'x:2.2', 'd:3']);
  });

  it('refuses reused and retired ids', () => {
    expect(insertSection(list, s('a', '1'), 0)).toMatchObject({ ok: false, code: 'duplicate_id' });
    expect(insertSection(list, s('z', '1'), 0, { retiredIds: ['z'] })).toMatchObject({
      ok: false,
      code: 'duplicate_id',
    });
    expect(splitSection(list, 'a', 'b', { at: 1 })).toMatchObject({ ok: false, code: 'duplicate_id' });
  });

  it('moves a section', () => {
    expect(numbers(moveSection(list, 'd', 0))).toEqual(['d:1', 'a:2', 'b:3', 'c:3.1']);
    expect(moveSection(list, 'd', 9)).toMatchObject({ ok: false, code: 'out_of_range' });
  });

  it('merges two adjacent sections into the first id, joining their text', () => {
    const r = mergeSections(list, 'b', 'c');
    expect(numbers(r)).toEqual(['a:1', 'b:2', 'd:3']);
    if (r.ok) expect(r.sections[1]).toMatchObject({ id: 'b', title: 'Tb', text: 'Beta.\n\nGamma.', targetLength: 200 });
    expect(mergeSections(list, 'a', 'c')).toMatchObject({ ok: false, code: 'not_adjacent' });
    expect(mergeSections(list, 'c', 'b')).toMatchObject({ ok: false, code: 'not_adjacent' });
  });

  it('splits a section: the first keeps its id, the second takes the new one', () => {
    const r = splitSection([s('a', '1', 'One two. Three four.')], 'a', 'a2', { at: 8, title: 'Second half' });
    expect(r.ok && r.sections).toEqual([
      { id: 'a', displayNumber: '1', title: 'Ta', goal: 'Ga', targetLength: 40, text: 'One two.' },
      { id: 'a2', displayNumber: '2', title: 'Second half', goal: 'Ga', targetLength: 60, text: 'Three four.' },
    ]);
    expect(splitSection(list, 'a', 'n', { at: 99 })).toMatchObject({ ok: false, code: 'out_of_range' });
  });

  it('deletes a section and renumbers', () => {
    expect(numbers(deleteSection(list, 'b'))).toEqual(['a:1', 'c:1.1', 'd:2']);
    expect(deleteSection(list, 'zz')).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('never mutates its input', () => {
    const copy = structuredClone(list);
    insertSection(list, s('x', '1'), 1);
    mergeSections(list, 'a', 'b');
    splitSection(list, 'a', 'q', { at: 2 });
    moveSection(list, 'a', 3);
    expect(list).toEqual(copy);
  });
});
