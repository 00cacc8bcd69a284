import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseJsonReply, parseTextReply, unfence } from '../../../lib/engine/model/reply';

const schema = z.object({ title: z.string().min(1), count: z.number() });

describe('parseJsonReply', () => {
  it('accepts plain JSON', () => {
    expect(parseJsonReply('{"title":"a","count":1}', schema)).toEqual({ ok: true, value: { title: 'a', count: 1 } });
  });

  it('accepts a fenced reply and words around the object', () => {
    expect(parseJsonReply('```json\n{"title":"a","count":1}\n```', schema).ok).toBe(true);
    expect(parseJsonReply('Here it is: {"title":"a","count":1} Hope that helps.', schema).ok).toBe(true);
  });

  it('explains unparseable text', () => {
    const r = parseJsonReply('{"title": "a", count', schema);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toContain('not valid JSON');
  });

  it('names every failing field', () => {
    const r = parseJsonReply('{"title":"","count":"x"}', schema);
    expect(!r.ok && r.problem).toMatch(/- title: .*\n- count: /);
  });
});

describe('parseTextReply', () => {
  it('unwraps a fence and trims', () => {
    expect(parseTextReply('```\nSome prose.\n```')).toEqual({ ok: true, value: 'Some prose.' });
    expect(unfence('  Not fenced ```x```  ')).toBe('Not fenced ```x```');
  });
  it('fails on empty text', () => {
    expect(parseTextReply('  \n ').ok).toBe(false);
  });
});
