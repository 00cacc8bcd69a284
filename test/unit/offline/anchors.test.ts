import { describe, expect, it } from 'vitest';
import { assessOffline } from '../../../lib/engine/offline/assess';
import { CLEAN, PLANTED, prose } from '../../fixtures/prose';
import { assessInput, section } from './offline-helpers';

describe('lint anchors', () => {
  it('quote === text.slice(start, end), with up to 32 characters of context, for every finding', () => {
    const texts = [...PLANTED.map(prose), ...CLEAN.map(prose), prose('en-story-planted').replaceAll('\n', '\r\n')];
    const sections = texts.map((text, i) =>
      section(text, { id: `s${i}`, goal: 'Goal about farms and deeds and weddings', targetLength: 1000 }),
    );
    const { suggestions } = assessOffline(assessInput(sections));
    expect(suggestions.filter((s) => s.anchor).length).toBeGreaterThan(30);
    for (const s of suggestions) {
      if (!s.anchor) continue;
      const text = sections.find((x) => x.id === s.sectionId)!.text;
      const { quote, prefix, suffix, start, end } = s.anchor;
      expect(text.slice(start, end)).toBe(quote);
      expect(text.slice(start - prefix.length, start)).toBe(prefix);
      expect(text.slice(end, end + suffix.length)).toBe(suffix);
      expect(prefix.length).toBe(Math.min(32, start));
      expect(suffix.length).toBe(Math.min(32, text.length - end));
    }
  });
});
