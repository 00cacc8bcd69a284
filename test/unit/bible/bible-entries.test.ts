import { describe, expect, it } from 'vitest';
import { AddBibleEntrySchema } from '../../../lib/actions/bible.schema';
import { bibleEntriesFromPlan } from '../../../lib/workflow/bible/from-plan';
import { mentionedEntries } from '../../../lib/workflow/bible/mentions';
import type { BibleEntryText } from '../../../lib/workflow/bible/entry';

const entry = (name: string, kind: BibleEntryText['kind'] = 'character', aliases: string[] = []): BibleEntryText => ({
  name,
  aliases,
  kind,
  description: '',
});

describe('bibleEntriesFromPlan', () => {
  it("takes the story brief's characters, their role and description joined", () => {
    const brief = { characters: [{ name: 'Tomas Reyes', role: 'keeper', description: 'Gruff, kind.' }, { name: ' ' }] };
    expect(bibleEntriesFromPlan('story', 'brief', brief)).toEqual([
      { name: 'Tomas Reyes', aliases: [], kind: 'character', description: 'keeper — Gruff, kind.' },
    ]);
  });

  it("takes the script plan's characters and the paper intake's key terms", () => {
    const plan = { characters: [{ name: '托马斯', role: '管家', relationshipSketch: '老主人的心腹' }] };
    expect(bibleEntriesFromPlan('script', 'plan', plan)[0]).toMatchObject({
      name: '托马斯',
      description: '管家 — 老主人的心腹',
    });
    expect(bibleEntriesFromPlan('paper', 'intake', { keyTerms: ['kinship', ''] })).toEqual([
      { name: 'kinship', aliases: [], kind: 'term', description: '' },
    ]);
  });

  it('takes no stand-in whose name is only its role: it is no person the text must name', () => {
    const brief = {
      characters: [
        { name: '主角', role: '主角', description: '【草稿骨架】故事追随的人物' },
        { name: 'Protagonist', role: 'protagonist' },
        { name: 'Mara', role: 'protagonist' },
      ],
    };
    expect(bibleEntriesFromPlan('story', 'brief', brief).map((e) => e.name)).toEqual(['Mara']);
  });

  it('takes nothing from other stages, rewrites or missing artifacts', () => {
    expect(bibleEntriesFromPlan('story', 'outline', { characters: [{ name: 'Ada' }] })).toEqual([]);
    expect(bibleEntriesFromPlan('rewrite', 'outline', { title: 'x' })).toEqual([]);
    expect(bibleEntriesFromPlan('story', 'brief', null)).toEqual([]);
  });
});

describe('mentionedEntries', () => {
  const bible = [
    entry('Tomas Reyes', 'character', ['Tom']),
    entry('Great Hall', 'place'),
    entry('托马斯'),
    entry('lamp oil', 'term'),
  ];

  it('finds names, aliases and parts of a character name as whole words, most mentioned first', () => {
    const found = mentionedEntries(bible, ['Tom trimmed the Lamp Oil wick. Reyes and Tom waited.']);
    expect(found.map((e) => e.name)).toEqual(['Tomas Reyes', 'lamp oil']);
    expect(mentionedEntries(bible, ['Tomorrow the hall was quiet.'])).toEqual([]);
  });

  it('finds Chinese names anywhere in the text', () => {
    expect(mentionedEntries(bible, ['那天晚上，托马斯走进了灯塔。']).map((e) => e.name)).toEqual(['托马斯']);
  });

  it('finds a place only by its whole name', () => {
    expect(mentionedEntries(bible, ['They met in the Great Hall.']).map((e) => e.name)).toEqual(['Great Hall']);
    expect(mentionedEntries(bible, ['A hall, a great one.'])).toEqual([]);
  });
});

describe('AddBibleEntrySchema', () => {
  const base = { projectId: 'c'.repeat(25), name: ' Tomas ', kind: 'character', description: '' };

  it('splits aliases on Latin and Chinese commas and drops blanks, repeats and the name itself', () => {
    const parsed = AddBibleEntrySchema.parse({ ...base, aliases: 'Tom, Tommy，Tom、 ,Tomas' });
    expect(parsed).toMatchObject({ name: 'Tomas', aliases: ['Tom', 'Tommy'] });
  });

  it('refuses a blank name, an unknown kind and too many aliases', () => {
    expect(AddBibleEntrySchema.safeParse({ ...base, name: '  ', aliases: '' }).success).toBe(false);
    expect(AddBibleEntrySchema.safeParse({ ...base, kind: 'planet', aliases: '' }).success).toBe(false);
    const many = Array.from({ length: 11 }, (_, i) => `A${i}`).join(',');
    expect(AddBibleEntrySchema.safeParse({ ...base, aliases: many }).success).toBe(false);
  });
});
