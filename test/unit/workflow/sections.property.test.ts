import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deleteSection,
  insertSection,
  mergeSections,
  moveSection,
  splitSection,
  type SectionItem,
} from '@/lib/workflow/sections';

type Op =
  | { kind: 'insert'; at: number; depth: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'merge'; at: number }
  | { kind: 'split'; at: number; offset: number }
  | { kind: 'delete'; at: number };

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(20), depth: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(20), to: fc.nat(20) }),
  fc.record({ kind: fc.constant('merge' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('split' as const), at: fc.nat(20), offset: fc.nat(30) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(20) }),
);

/** Display numbers are consecutive: each is the previous one's next sibling, first child, or a parent's next sibling. */
function consecutive(numbers: string[]): boolean {
  let prev: number[] = [];
  return numbers.every((n) => {
    const parts = n.split('.').map(Number);
    const d = parts.length;
    const expected = d > prev.length ? [...prev, 1] : [...prev.slice(0, d - 1), prev[d - 1] + 1];
    const ok = d <= prev.length + 1 && parts.join('.') === expected.join('.');
    prev = parts;
    return ok;
  });
}

describe('section operations keep ids stable and unique and numbers consecutive', () => {
  it('holds after any sequence of edits', () => {
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 30 }), (ops) => {
        let list: SectionItem[] = [
          { id: 's0', displayNumber: '1', title: 'First', goal: 'g', targetLength: 100, text: 'Some words here.' },
        ];
        const everIssued = new Set(['s0']);
        const retired = new Set<string>();
        let next = 1;
        for (const op of ops) {
          const before = list;
          const pick = (i: number) => list[i % Math.max(1, list.length)];
          let result;
          if (op.kind === 'insert') {
            const id = `s${next++}`;
            const section = {
              id,
              displayNumber: Array(op.depth).fill('1').join('.'),
              title: id,
              goal: 'g',
              targetLength: 50,
              text: id,
            };
            result = insertSection(list, section, op.at % (list.length + 1), { retiredIds: retired });
            if (result.ok) everIssued.add(id);
          } else if (op.kind === 'move' && list.length) {
            result = moveSection(list, pick(op.from).id, op.to % list.length);
          } else if (op.kind === 'merge' && list.length > 1) {
            const i = op.at % (list.length - 1);
            result = mergeSections(list, list[i].id, list[i + 1].id);
            if (result.ok) retired.add(list[i + 1].id);
          } else if (op.kind === 'split' && list.length) {
            const target = pick(op.at);
            const id = `s${next++}`;
            result = splitSection(
              list,
              target.id,
              id,
              { at: op.offset % ((target.text ?? '').length + 1) },
              { retiredIds: retired },
            );
            if (result.ok) everIssued.add(id);
          } else if (op.kind === 'delete' && list.length > 1) {
            const id = pick(op.at).id;
            result = deleteSection(list, id);
            if (result.ok) retired.add(id);
          }
          if (!result) continue;
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          list = result.sections;
          const ids = list.map((s) => s.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(retired.has(id)).toBe(false);
          // Ids that survive an operation keep their section's identity (same title unless merged into).
          for (const s of list) {
            const old = before.find((b) => b.id === s.id);
            if (old) expect(s.title).toBe(old.title);
          }
          expect(consecutive(list.map((s) => s.displayNumber))).toBe(true);
        }
        for (const s of list) expect(everIssued.has(s.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a retired id is never accepted again', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 8 }), (ids) => {
        const list = ids.map((id, i) => ({ id, displayNumber: String(i + 1), title: id, goal: '', targetLength: 10 }));
        const deleted = deleteSection(list, ids[0]);
        expect(deleted.ok).toBe(true);
        if (!deleted.ok) return;
        const again = insertSection(deleted.sections, list[0], 0, { retiredIds: [ids[0]] });
        expect(again).toMatchObject({ ok: false, code: 'duplicate_id' });
      }),
      { numRuns: 100 },
    );
  });
});
