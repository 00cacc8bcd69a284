import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mendToSchema } from '../../../lib/engine/model/reply/mend';

const Outline = z.object({
  title: z.string().trim().min(1).max(20),
  sections: z
    .array(z.object({ key: z.string().trim().min(1), words: z.number().int().min(20).max(5_000) }))
    .min(1)
    .max(3),
});

describe('mendToSchema', () => {
  it('clamps numbers, cuts long strings and lists, and drops items broken otherwise', () => {
    const reply = {
      title: 'A title far longer than twenty characters',
      sections: [
        { key: 'a', words: 102_000_000 },
        { key: '   ', words: 300 },
        { key: 'b', words: 3 },
        { key: 'c', words: 400 },
        { key: 'd', words: 400 },
      ],
    };
    expect(mendToSchema(reply, Outline)).toEqual({
      title: 'A title far longer t',
      // Cut to three first (the schema checks the list's length before its items), then the blank one dropped.
      sections: [
        { key: 'a', words: 5_000 },
        { key: 'b', words: 20 },
      ],
    });
    // The reply itself is left as it was.
    expect(reply.sections).toHaveLength(5);
  });

  it('gives up rather than invent what is missing', () => {
    expect(mendToSchema({ title: '  ', sections: [{ key: 'a', words: 30 }] }, Outline)).toBeUndefined();
    expect(mendToSchema({ title: 'T', sections: [{ key: ' ', words: 30 }] }, Outline)).toBeUndefined();
    expect(mendToSchema('not an object', Outline)).toBeUndefined();
  });
});
