import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../lib/workflow/templates';

const VALID = {
  story: { premise: 'A keeper’s daughter tends the lamp alone.', targetWords: '3000', language: 'en' },
  paper: {
    topic: '功能主义人类学',
    discipline: '人类学',
    level: 'master',
    citationStyle: 'GB/T 7714',
    language: 'zh',
    targetWords: 5500,
  },
  script: { playerCount: '3', era: 'Shanghai, 1931', theme: 'A jeweller dies at an auction' },
  rewrite: {
    originalDocument: '# Guide\n\nText.',
    clarifications: [{ question: 'Who reads it?', answer: 'New staff.' }],
  },
} as const;

const messages = (kind: keyof typeof TEMPLATES, config: unknown) => {
  const r = TEMPLATES[kind].config.safeParse(config);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message || i.code}`);
};

describe('template config schemas', () => {
  it.each(Object.keys(VALID) as (keyof typeof VALID)[])('%s accepts a complete config and fills defaults', (kind) => {
    const parsed = TEMPLATES[kind].config.parse(VALID[kind]) as Record<string, unknown>;
    expect(parsed.language).toMatch(/^(en|zh)$/);
  });

  it('story: premise is required, length bounded, control characters refused', () => {
    expect(messages('story', { premise: '   ' })).toContain('premise:required');
    expect(messages('story', { premise: 'x'.repeat(4001) })).toContain('premise:tooLong');
    expect(messages('story', { premise: 'bell\u0007' })).toContain('premise:controlChars');
    expect(messages('story', { premise: 'ok', targetWords: 10 })[0]).toMatch(/^targetWords:/);
  });

  it('paper: citation style and level come from fixed lists', () => {
    expect(messages('paper', { ...VALID.paper, citationStyle: 'Harvard' })[0]).toMatch(/^citationStyle:/);
    expect(messages('paper', { ...VALID.paper, level: 'kindergarten' })[0]).toMatch(/^level:/);
    expect(messages('paper', { ...VALID.paper, discipline: '' })).toContain('discipline:required');
  });

  it('script: player count is a whole number from 1 to 12', () => {
    for (const bad of [0, 13, 2.5, 'many'])
      expect(messages('script', { ...VALID.script, playerCount: bad })[0]).toMatch(/^playerCount:/);
    for (const good of [1, 12, '7']) expect(messages('script', { ...VALID.script, playerCount: good })).toEqual([]);
  });

  it('rewrite: refuses an empty or oversized document and incomplete Q&A pairs', () => {
    expect(messages('rewrite', { originalDocument: '' })).toContain('originalDocument:required');
    expect(messages('rewrite', { originalDocument: 'x'.repeat(5 * 1024 * 1024) })).toContain(
      'originalDocument:tooLong',
    );
    expect(messages('rewrite', { ...VALID.rewrite, clarifications: [{ question: 'Q?', answer: '' }] })).toContain(
      'clarifications.0.answer:required',
    );
  });
});
