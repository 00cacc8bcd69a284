import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { completePart } from '../../../lib/engine/model/reply/complete-part';
import { parseJsonReply, parseTextReply, unfence } from '../../../lib/engine/model/reply/parse';

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

describe('completePart', () => {
  const Review = z.object({
    findings: z.array(z.object({ issue: z.string().min(1), priority: z.enum(['high', 'low']) })).max(5),
    comment: z.string(),
  });
  const List = Review.pick({ findings: true });

  it('keeps the list items written whole and drops the one the cap cut off', async () => {
    const cut = '{"findings": [{"issue": "The lamp", "priority": "high"}, {"issue": "The sea is';
    expect(await completePart(cut, List)).toEqual({ findings: [{ issue: 'The lamp', priority: 'high' }] });
  });

  it('invents nothing: a required field never written leaves no reply', async () => {
    const cut = '{"findings": [{"issue": "The lamp", "priority": "high"}], "comm';
    expect(await completePart(cut, Review)).toBeUndefined();
    expect(await completePart('{"findings": [{"issue": "The lamp", "priority": "hi', Review)).toBeUndefined();
  });

  it('leaves a reply that was not cut off to the parser', async () => {
    expect(await completePart('{"findings": []}', List)).toBeUndefined();
  });
});
