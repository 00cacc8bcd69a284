import { describe, expect, it } from 'vitest';
import { sectionPrompt } from '../../../lib/engine/model/prompts/section';
import { sourcesBlock } from '../../../lib/engine/model/prompts/sources';
import { sectionScaffold } from '../../../lib/engine/offline/scaffolds/section';
import type { GenerateSectionInput } from '../../../lib/engine/types';
import type { Source } from '../../../lib/workflow/references/sources';
import { PaperConfig } from '../../../lib/workflow/templates/paper';

const source = (key: string, title: string, about = ''): Source => ({
  key,
  title,
  authors: 'Li, W.',
  year: '2019',
  about,
});

const section: GenerateSectionInput = {
  template: 'paper',
  stageKey: 'sections',
  language: 'en',
  config: PaperConfig.parse({ topic: 'Gift exchange', discipline: 'Anthropology' }),
  upstream: {},
  notes: [],
  section: {
    id: 's2',
    title: 'Exchange and kinship',
    goal: 'Show how gift exchange binds kin groups',
    targetLength: 400,
  },
  earlier: [],
  sources: [source('fei1947', 'From the Soil'), source('mauss1925', 'The Gift', 'Exchange of gifts binds groups.')],
};

describe('a paper’s sources in the writer’s prompt', () => {
  it('lists them, the most relevant to the section first, with the rule to cite only them by key', () => {
    const { system, prompt } = sectionPrompt(section);
    const block = /<sources>\n([\s\S]*?)\n<\/sources>/.exec(prompt)![1].split('\n');
    expect(block).toEqual([
      '- [@mauss1925] Li, W. (2019). The Gift. About: Exchange of gifts binds groups.',
      '- [@fei1947] Li, W. (2019). From the Soil.',
    ]);
    expect(system).toContain('Never cite a key that is not listed and never invent a source');
  });

  it('says so when the paper has none, and has no block for other templates', () => {
    expect(sectionPrompt({ ...section, sources: [] }).prompt).toContain(
      '<sources>\n(none: the writer has added no sources)',
    );
    expect(sectionPrompt({ ...section, sources: undefined }).prompt).not.toContain('<sources>');
  });

  it('keeps to its budget, leaving the least relevant out and saying how many', () => {
    const many = Array.from({ length: 60 }, (_, i) => source(`s${i}`, `Study ${i}`, 'x'.repeat(500)));
    const block = sourcesBlock([...many, source('gift', 'Gift exchange and kin groups')], ['gift exchange kin'])!;
    expect(block.length).toBeLessThan(6_200);
    expect(block.split('\n')[1]).toMatch(/^- \[@gift\]/);
    expect(block).toMatch(/\((\d+) less relevant sources left out to fit\)/);
  });
});

describe('the offline scaffold of a paper section', () => {
  it('lists the sources to draw on, without citing them itself', () => {
    const text = sectionScaffold(section);
    expect(text).toContain(
      '**Sources to draw on (cite one as [@…] with its key):**\n- @mauss1925 — Li, W. (2019). The Gift',
    );
    expect(text).not.toMatch(/\[@[\w-]+\]/);
    expect(sectionScaffold({ ...section, sources: [] })).toContain('No sources yet: add them in the sources panel.');
  });
});
