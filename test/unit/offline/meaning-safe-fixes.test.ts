import { describe, expect, it } from 'vitest';
import { checkPlaceholders } from '../../../lib/engine/offline/checks/placeholders';
import { generateSectionOffline } from '../../../lib/engine/offline/generate';
import { reviseOffline } from '../../../lib/engine/offline/revise';
import { TEMPLATES } from '../../../lib/workflow/templates';
import { CANONICAL_NAMES, runCheck } from '../../fixtures/prose';
import { lint, section, tasksFrom } from './offline-helpers';
import { offlineArtifacts } from './scaffold-configs';

const hedges = (text: string, language: 'en' | 'zh' = 'en') =>
  lint(text, language).filter((s) => s.type === 'hedging' || s.type === 'filler');
const reviseAll = (text: string, language: 'en' | 'zh') =>
  reviseOffline({
    language,
    section: section(text),
    tasks: tasksFrom(hedges(text, language)),
    keep: [],
    canonicalNames: CANONICAL_NAMES,
  });

// The offline reviser makes only the fixes that keep what a sentence says.
describe('offline fixes that would change the meaning', () => {
  it('leaves "kind of" and "sort of" alone where they name a kind, and still cuts the hedge', () => {
    expect(hedges('She wore the wrong kind of coat. He built a new sort of boat.')).toEqual([]);
    const [hedge] = hedges('I was kind of tired after the climb.');
    expect(hedge.anchor?.quote).toBe('kind of');
    expect(reviseAll('I was kind of tired after the climb.', 'en').text).toBe('I was tired after the climb.');
  });

  it('points out 好像 and 似乎 that draw an image, and never cuts them', () => {
    const text = '网里的鱼好像还在游泳，鳞片似乎仍在发光。';
    const found = hedges(text, 'zh');
    expect(found.map((s) => s.anchor?.quote)).toEqual(['好像', '似乎']);
    expect(found[0].expected).toContain('保留');
    const revised = reviseAll(text, 'zh');
    expect(revised.text).toBe(text);
    expect(revised.unapplied).toHaveLength(2);
  });

  it('still cuts the hedge that only softens a statement', () => {
    expect(reviseAll('周明远好像忘了那天的约定。', 'zh').text).toBe('周明远忘了那天的约定。');
  });

  it('takes a placeholder the original holds for the original’s, not the writer’s', () => {
    const config = {
      originalDocument: '# Notes\n\n## Access\n\nTeam members write notes. Guests can maybe read some notes, TBD.',
      goal: 'Friendlier',
      language: 'en',
    };
    const upstream = offlineArtifacts('rewrite', 'en', config);
    const stage = TEMPLATES.rewrite.stages.find((s) => s.kind === 'sections')!;
    const [plan] = stage.sectionsFrom!(upstream, TEMPLATES.rewrite.config.parse(config));
    const { text } = generateSectionOffline({
      template: 'rewrite',
      stageKey: stage.key,
      language: 'en',
      config,
      upstream,
      notes: [],
      section: { id: plan.key, title: plan.title, goal: plan.goal, targetLength: plan.targetLength },
      earlier: [],
    });
    expect(text).toContain('> Team members write notes. Guests can maybe read some notes, TBD.');
    expect(runCheck(checkPlaceholders, { text }).map((f) => f.anchor?.quote)).toEqual(['[Scaffold]']);
    expect(runCheck(checkPlaceholders, { text: 'Guests can read notes, TBD.' }).map((f) => f.anchor?.quote)).toEqual([
      'TBD',
    ]);
  });
});
