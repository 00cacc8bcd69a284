import { describe, expect, it } from 'vitest';
import { redTeamPrompt } from '../../../lib/engine/model/prompts/red-team';
import type { AssessInput } from '../../../lib/engine/types';

const input = (stageKey: string, upstream: Record<string, unknown>): AssessInput => ({
  template: 'story',
  stageKey,
  language: 'en',
  roles: ['red'],
  sections: [{ id: 's1', title: 'One', goal: '', targetLength: 100, text: 'The keeper climbed.' }],
  upstream,
  canonicalNames: [],
  previous: { accepted: [], rejected: [] },
});

describe('the reviewers’ focus', () => {
  it('changes with the stage', () => {
    expect(redTeamPrompt(input('outline', {})).prompt).toContain('structure and logic');
    expect(redTeamPrompt(input('samples', {})).prompt).toContain('style and voice');
    expect(redTeamPrompt(input('final', {})).prompt).toContain('consistency and audience');
    expect(redTeamPrompt({ ...input('final', {}), stageKey: 'sections' }).prompt).not.toContain('Focus of this stage');
  });

  it("names the brief's audience", () => {
    expect(redTeamPrompt(input('final', { brief: { audience: 'children 8–10' } })).prompt).toContain(
      'The text is for this audience: children 8–10.',
    );
    expect(redTeamPrompt(input('final', {})).prompt).not.toContain('The text is for this audience');
  });
});
