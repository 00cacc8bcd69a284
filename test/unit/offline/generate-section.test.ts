import { describe, expect, it } from 'vitest';
import { checkPlaceholders } from '../../../lib/engine/offline/checks/placeholders';
import { generateSectionOffline } from '../../../lib/engine/offline/generate';
import { unlabel } from '../../../lib/engine/offline/scaffolds/label';
import type { Language } from '../../../lib/engine/types';
import { TEMPLATES } from '../../../lib/workflow/templates';
import { TEMPLATE_KINDS, type TemplateKind } from '../../../lib/workflow/templates/types';
import { runCheck } from '../../fixtures/prose';
import { CONFIGS, offlineArtifacts } from './scaffold-configs';

function scaffolds(template: TemplateKind, language: Language) {
  const config = CONFIGS[template][language];
  const upstream = offlineArtifacts(template, language, config);
  const parsed = TEMPLATES[template].config.parse(config);
  return TEMPLATES[template].stages
    .filter((s) => s.kind === 'sections')
    .flatMap((stage) =>
      stage.sectionsFrom!(upstream, parsed).map((plan, i) => ({
        plan,
        text: generateSectionOffline({
          template,
          stageKey: stage.key,
          language,
          config,
          upstream,
          notes: ['Mind the tide tables'],
          section: { id: `db-${i}`, title: plan.title, goal: plan.goal, targetLength: plan.targetLength },
          earlier: i > 0 ? [{ title: 'Earlier', text: 'The door closed behind them.' }] : [],
        }).text,
      })),
    );
}

describe('generateSectionOffline', () => {
  for (const template of TEMPLATE_KINDS) {
    for (const language of ['en', 'zh'] as const) {
      it(`writes a labelled, heading-free scaffold for every ${template} section (${language})`, () => {
        for (const { plan, text } of scaffolds(template, language)) {
          expect(text.startsWith(language === 'en' ? '[Scaffold] ' : '【草稿骨架】')).toBe(true);
          expect(text.split('\n').filter((l) => /^\s*#/.test(l))).toEqual([]);
          expect(text).toContain(unlabel(plan.goal));
          expect(text).toContain('Mind the tide tables');
        }
      });
    }
  }

  it('lists beats from the outline and continuity from the earlier section', () => {
    const [first, second] = scaffolds('story', 'en').filter((s) => !s.plan.key.startsWith('sample-'));
    expect(first.text).toContain('- Make this point: The light matters to the whole town');
    expect(second.text).toContain('Follows "Earlier", which ends: "…The door closed behind them."');
  });

  it('gives each script chapter what its reader needs', () => {
    const chapters = new Map(scaffolds('script', 'en').map((s) => [s.plan.key, s.text]));
    expect([...chapters.keys()]).toEqual([
      'dm',
      'player-1',
      'player-2',
      'player-3',
      'player-4',
      'materials',
      'branches',
    ]);
    for (const name of ['Character 1', 'Character 2', 'Character 3', 'Character 4'])
      expect(chapters.get('dm')).toContain(name);
    expect(chapters.get('player-2')).toContain('What Character 2 did that day');
    expect(chapters.get('player-2')).not.toContain('What Character 3 did that day');
    expect(chapters.get('materials')).toContain('- c1: A clue that exposes Character 1');
    expect(chapters.get('branches')).toContain('Right accusation: the truth comes out.');
  });

  it('never quotes the chapter before into a player’s handbook: it is another reader’s paper', () => {
    for (const { plan, text } of scaffolds('script', 'en'))
      expect(text, plan.key).not.toContain('The door closed behind them.');
  });

  it('quotes the original passage a rewrite section replaces', () => {
    const [first] = scaffolds('rewrite', 'en');
    expect(first.text).toContain('> Take the coast road north and park at the old pumping station.');
  });

  it('is caught by the placeholder check until the author replaces it', () => {
    const [{ text }] = scaffolds('paper', 'zh');
    expect(runCheck(checkPlaceholders, { text }).map((f) => f.anchor?.quote)).toEqual(['【草稿骨架】']);
  });
});
