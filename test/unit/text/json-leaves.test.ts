import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLeaves, leafAt } from '../../../lib/text/json-leaves';

describe('jsonLeaves', () => {
  it('writes exactly what JSON.stringify(value, null, 2) writes, and finds each string field in it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { json, leaves } = jsonLeaves(value);
        expect(json).toBe(JSON.stringify(value, null, 2));
        for (const leaf of leaves) {
          const quoted = json.slice(leaf.offsets[0] - 1, leaf.offsets[leaf.offsets.length - 1] + 1);
          expect(JSON.parse(quoted)).toBe(leaf.value);
        }
      }),
    );
  });

  it('maps a range of the JSON back to the field and the words it covers, escapes and all', () => {
    const brief = { title: 'The "Light"', characters: [{ name: 'Mara', role: 'keeper\nof the lamp' }] };
    const { json, leaves } = jsonLeaves(brief);
    const start = json.indexOf('of the lamp');
    expect(leafAt(leaves, start, start + 'of the lamp'.length)).toMatchObject({
      leaf: { path: ['characters', 0, 'role'] },
      from: 'keeper\n'.length,
      to: 'keeper\nof the lamp'.length,
    });
    const light = json.indexOf('\\"Light\\"');
    const hit = leafAt(leaves, light, light + '\\"Light\\"'.length)!;
    expect(hit.leaf.value.slice(hit.from, hit.to)).toBe('"Light"');
    expect(leafAt(leaves, json.indexOf('"name"'), json.indexOf('"name"') + 6)).toBeNull();
  });
});
