import { describe, expect, it } from 'vitest';
import { assessOffline } from '../../../lib/engine/offline/assess';
import { generateSectionOffline } from '../../../lib/engine/offline/generate';

const section = { id: 's1', title: 'Chapter 1', goal: 'Introduce Mara', targetLength: 400 };

describe('scaffold labels are author tasks', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`reports the offline scaffold as a low-priority task needing the author, never a high finding (${language})`, () => {
      const config =
        language === 'en'
          ? { premise: 'Mara and Tomas fight over the lamp.', language }
          : { premise: '林小雨回到老宅。', language };
      const { text } = generateSectionOffline({
        template: 'story',
        stageKey: 'final',
        language,
        config,
        upstream: {},
        notes: [],
        section,
        earlier: [],
      });
      const { suggestions } = assessOffline({
        template: 'story',
        stageKey: 'final',
        language,
        roles: ['lint'],
        sections: [{ ...section, text }],
        upstream: {},
        canonicalNames: [],
        previous: { accepted: [], rejected: [] },
      });
      const tasks = suggestions.filter((s) => s.type === 'author-task');
      expect(tasks.length).toBeGreaterThan(0);
      expect(tasks.every((s) => s.priority === 'low')).toBe(true);
      expect(tasks[0].summary).toMatch(language === 'en' ? /^Needs the author/ : /^需作者处理/);
      expect(suggestions.filter((s) => s.type === 'placeholder')).toEqual([]);
    });
  }
});
