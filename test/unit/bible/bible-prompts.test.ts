import { describe, expect, it } from 'vitest';
import { bibleBlock, BIBLE_BUDGET_CHARS } from '../../../lib/engine/model/prompts/bible';
import { sectionPrompt } from '../../../lib/engine/model/prompts/section';
import { sectionReviewPrompt } from '../../../lib/engine/model/prompts/section-review';
import { sectionScaffold } from '../../../lib/engine/offline/scaffolds/section';
import type { AssessInput, GenerateSectionInput } from '../../../lib/engine/types';
import type { BibleEntryText } from '../../../lib/workflow/bible/entry';
import { StoryConfig } from '../../../lib/workflow/templates/story';

const BIBLE: BibleEntryText[] = [
  { name: 'Tomas Reyes', aliases: ['Tom'], kind: 'character', description: 'The keeper; limps since the wreck.' },
  { name: 'Mara', aliases: [], kind: 'character', description: "The keeper's daughter." },
  { name: 'Saint Elmo Light', aliases: [], kind: 'place', description: 'The lighthouse on the reef.' },
];

const section: GenerateSectionInput = {
  template: 'story',
  stageKey: 'final',
  language: 'en',
  config: StoryConfig.parse({ premise: 'A storm night.', targetWords: 1000, language: 'en' }),
  upstream: {},
  notes: [],
  section: { id: 'ch1', title: 'The storm', goal: 'Tomas climbs to the Saint Elmo Light', targetLength: 300 },
  earlier: [],
  bible: BIBLE,
};

describe('the story bible in prompts', () => {
  it("puts the entries the section's goal mentions into its generation prompt, and only those", () => {
    const { prompt } = sectionPrompt(section);
    expect(prompt).toContain('<bible>');
    expect(prompt).toContain('Tomas Reyes [character] (also: Tom): The keeper; limps since the wreck.');
    expect(prompt).toContain('Saint Elmo Light [place]');
    expect(prompt).not.toContain("The keeper's daughter.");
  });

  it('leaves the block out when the section mentions no entry', () => {
    const { prompt } = sectionPrompt({ ...section, section: { ...section.section, goal: 'A quiet morning' } });
    expect(prompt).not.toContain('<bible>');
  });

  it("puts the entries the reviewed text mentions into the reviewer's prompt", () => {
    const input: AssessInput = {
      template: 'story',
      stageKey: 'final',
      language: 'en',
      roles: ['section'],
      sections: [{ id: 'ch2', title: 'Dawn', goal: 'Resolve the night', targetLength: 300, text: 'Mara found him.' }],
      upstream: {},
      canonicalNames: [],
      bible: BIBLE,
      previous: { accepted: [], rejected: [] },
    };
    const { prompt } = sectionReviewPrompt(input);
    expect(prompt).toContain("- Mara [character]: The keeper's daughter.");
    expect(prompt).not.toContain('Tomas Reyes [character]');
  });

  it('keeps within the budget, shrinks with the fitting scale and says how many it left out', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      name: `Name${i}`,
      aliases: [],
      kind: 'character' as const,
      description: 'x'.repeat(300),
    }));
    const text = many.map((e) => e.name).join(' ');
    const full = bibleBlock(many, [text])!;
    expect(full.length).toBeLessThan(BIBLE_BUDGET_CHARS + 200);
    expect(full).toMatch(/\(\d+ more mentioned entries left out to fit\)/);
    expect(bibleBlock(many, [text], 0.1)!.length).toBeLessThan(full.length / 5);
  });

  it('lists the mentioned entries in the offline scaffold', () => {
    const scaffold = sectionScaffold(section);
    expect(scaffold).toContain('**Story bible:**');
    expect(scaffold).toContain('- Tomas Reyes (Tom) — The keeper; limps since the wreck.');
    expect(scaffold).not.toContain("The keeper's daughter.");
  });
});
