import { describe, expect, it } from 'vitest';
import { assessOffline } from '../../../lib/engine/offline/assess';
import { SuggestionDraftSchema } from '../../../lib/engine/types';
import { CLEAN, CLEAN_GOALS, PLANTED, prose } from '../../fixtures/prose';
import { assessInput, section } from './offline-helpers';

describe('assessOffline', () => {
  it('returns nothing for roles that need a model', () => {
    const input = assessInput([section(prose('en-story-planted'))], { roles: ['red', 'blue', 'judge'] });
    expect(assessOffline(input)).toEqual({ suggestions: [], keepAsIs: [], globalScope: [] });
  });

  it('returns valid lint suggestions for every section, in reading order', () => {
    const sections = PLANTED.map((name, i) =>
      section(prose(name), { id: `s${i}`, goal: 'The harbour master signs the treaty in Geneva.', targetLength: 2000 }),
    );
    const { suggestions, keepAsIs, globalScope } = assessOffline(assessInput(sections));
    expect(keepAsIs).toEqual([]);
    expect(globalScope).toEqual([]);
    for (const s of suggestions) expect(SuggestionDraftSchema.parse(s)).toEqual(s);
    expect(suggestions.every((s) => s.role === 'lint')).toBe(true);
    expect([...new Set(suggestions.map((s) => s.sectionId))]).toEqual(['s0', 's1', 's2']);
    for (const id of ['s0', 's1', 's2']) {
      const starts = suggestions.filter((s) => s.sectionId === id).map((s) => s.anchor?.start ?? -1);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    const first = suggestions.filter((s) => s.sectionId === 's0').map((s) => s.type);
    expect(first.slice(0, 2)).toEqual(['length', 'goal-coverage']);
  });

  it('writes each section’s messages in that section’s language', () => {
    const sections = [
      section(prose('zh-story-planted'), { id: 'zh' }),
      section(prose('en-story-planted'), { id: 'en' }),
    ];
    const { suggestions } = assessOffline(assessInput(sections, { language: 'en' }));
    const zh = suggestions.filter((s) => s.sectionId === 'zh');
    expect(zh.every((s) => /\p{Script=Han}/u.test(s.summary))).toBe(true);
    expect(suggestions.filter((s) => s.sectionId === 'en').every((s) => !/\p{Script=Han}/u.test(s.summary))).toBe(true);
  });

  it('stays quiet on the clean passages', () => {
    const sections = CLEAN.map((name) => section(prose(name), { id: name, goal: CLEAN_GOALS[name] }));
    expect(assessOffline(assessInput(sections)).suggestions).toEqual([]);
  });

  it('drops a word-level finding inside a more important one, but keeps it inside a long sentence', () => {
    const { suggestions } = assessOffline(assessInput([section('The date is [TODO: really check it].')]));
    expect(suggestions.map((s) => [s.type, s.anchor?.quote])).toEqual([['placeholder', '[TODO: really check it]']]);
    const long = `Perhaps ${Array.from({ length: 45 }, (_, i) => `w${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}`).join(' ')}.`;
    const types = assessOffline(assessInput([section(long)])).suggestions.map((s) => s.type);
    expect(types).toEqual(['long-sentence', 'hedging']);
  });

  it('caps each kind per section and says how many more there are', () => {
    const text = Array.from({ length: 10 }, (_, i) => `Day ${i} was very cold.`).join(' ');
    const fillers = assessOffline(assessInput([section(text)])).suggestions.filter((s) => s.type === 'filler');
    expect(fillers).toHaveLength(6);
    expect(fillers[5].detail).toMatch(/\(4 more like this in this section\.\)$/);
  });

  it('does not repeat points the author rejected', () => {
    const input = assessInput([section('It was very cold. The the end.')]);
    const first = assessOffline(input).suggestions;
    const rejected = [{ role: 'lint', summary: first[0].summary }];
    const second = assessOffline({ ...input, previous: { accepted: [], rejected } }).suggestions;
    expect(second.map((s) => s.summary)).toEqual(first.slice(1).map((s) => s.summary));
  });

  it('checks an artifact stage against its schema, on the first section', () => {
    const brief = { title: 'T', logline: '', characters: [], setting: 'A coast', writingPoints: ['x'] };
    const input = assessInput([section('Title: T\nLogline:\nTODO', { id: 'art' })], {
      stageKey: 'brief',
      artifact: brief,
    });
    const { suggestions } = assessOffline(input);
    expect(suggestions.map((s) => [s.type, s.sectionId, s.anchor?.quote ?? null])).toEqual([
      ['missing-field', 'art', null],
      ['missing-field', 'art', null],
      ['placeholder', 'art', 'TODO'],
    ]);
    expect(suggestions.map((s) => s.summary).slice(0, 2)).toEqual([
      'Required field "logline" is empty',
      'Required field "characters" is empty',
    ]);
  });

  it('checks each field of a JSON artifact on its own, anchored where its words sit in the JSON', () => {
    const brief = {
      title: 'The "Keeper"',
      logline: 'Mara keeps the light [TODO: say what stands in her way]',
      characters: [{ name: 'Mara', role: 'keeper', description: 'She tends the the lamp.' }],
      writingPoints: ['Short chapters'],
    };
    const json = JSON.stringify(brief, null, 2);
    const { suggestions } = assessOffline(
      assessInput([section(json, { id: 'art' })], { stageKey: 'brief', artifact: brief }),
    );
    const placeholder = suggestions.find((s) => s.type === 'placeholder')!;
    expect(placeholder.anchor).toMatchObject({ quote: '[TODO: say what stands in her way]' });
    expect(json.slice(placeholder.anchor!.start, placeholder.anchor!.end)).toBe(placeholder.anchor!.quote);
    expect(placeholder.detail).toContain('"Mara keeps the light [TODO: say what stands in her way]"');
    expect(placeholder.detail).not.toContain('"logline":');
    expect(suggestions.find((s) => s.type === 'repeated-word')?.anchor?.quote).toBe('the the');
  });

  it('is deterministic', () => {
    const input = assessInput(PLANTED.map((name) => section(prose(name), { id: name, targetLength: 500 })));
    expect(assessOffline(input)).toEqual(assessOffline(input));
  });
});

describe('assessOffline on Markdown', () => {
  it('ignores code, URLs, HTML and parallel list items', () => {
    const text = [
      'It was cold by the harbour.',
      '```js',
      "const buf = fflate.strToU8('Hello world, the the end');",
      "const out = fflate.strToU8('Hello world, the the end');",
      '```',
      'Run `very very` or see https://example.com/very/very and <div align="center">.',
      '- If the file is missing, skip the upload step',
      '- If the file is missing, skip the upload step too',
    ].join('\n');
    expect(assessOffline(assessInput([section(text)])).suggestions).toEqual([]);
  });

  it('does not read aligned columns as repeated words', () => {
    expect(assessOffline(assessInput([section('v          v\n|          |')])).suggestions).toEqual([]);
  });
});

describe('assessOffline without sections', () => {
  it('reports artifact gaps for the whole document', () => {
    const input = assessInput([], {
      template: 'paper',
      stageKey: 'intake',
      artifact: { researchQuestion: '', scope: 'x' },
    });
    const { suggestions } = assessOffline(input);
    expect(suggestions.map((s) => [s.sectionId, s.summary])).toEqual([
      [null, 'Required field "researchQuestion" is empty'],
    ]);
  });
});
