import { describe, expect, it } from 'vitest';
import { holdsIn, keepLocked, lockOf } from '@/lib/workflow/locks/field-locks';

const outline = {
  title: 'The Lamp',
  chapters: [
    { key: 'ch1', title: 'Dusk', goal: 'She climbs.' },
    { key: 'ch2', title: 'Storm', goal: 'The lamp breaks.' },
    { key: 'ch3', title: 'Dawn', goal: 'She mends it.' },
  ],
};

describe('artifact field locks', () => {
  it('name a top-level field, or a list item by its key or name, never by position', () => {
    expect(lockOf(outline, ['title'])).toBe('title');
    expect(lockOf(outline, ['chapters', 1])).toBe('chapters[ch2]');
    expect(lockOf({ characters: [{ name: 'Mara', role: 'keeper' }] }, ['characters', 0])).toBe('characters[Mara]');
    expect(lockOf(outline, ['chapters', 1, 'goal'])).toBeNull();
    expect(lockOf(outline, ['missing'])).toBeNull();
    expect(lockOf({ themes: ['sea', 'loss'] }, ['themes', 0])).toBeNull();
    expect(holdsIn(outline, 'chapters[ch2]')).toBe(true);
    expect(holdsIn(outline, 'chapters[ch9]')).toBe(false);
  });

  it('keep a locked field and a locked entry as they stood, and say which held something back', () => {
    const regenerated = {
      title: 'A Lamp in the Storm',
      chapters: [
        { key: 'ch1', title: 'Evening', goal: 'She climbs slowly.' },
        { key: 'ch2', title: 'Gale', goal: 'The lens cracks.' },
        { key: 'ch3', title: 'Dawn', goal: 'She mends it.' },
      ],
    };
    const { value, kept } = keepLocked(outline, regenerated, ['title', 'chapters[ch2]', 'chapters[ch3]']);
    expect(value).toEqual({
      title: 'The Lamp',
      chapters: [regenerated.chapters[0], outline.chapters[1], outline.chapters[2]],
    });
    // ch3 came back unchanged: nothing was held back there.
    expect(kept).toEqual(['title', 'chapters[ch2]']);
  });

  it('put a locked entry the new version dropped back where it stood; ignore locks on what is gone', () => {
    const dropped = { title: 'The Lamp', chapters: [outline.chapters[0], outline.chapters[2]] };
    const { value, kept } = keepLocked(outline, dropped, ['chapters[ch2]', 'chapters[ch9]', 'subtitle']);
    expect((value as typeof outline).chapters.map((c) => c.key)).toEqual(['ch1', 'ch2', 'ch3']);
    expect(kept).toEqual(['chapters[ch2]']);
    expect(keepLocked(outline, dropped, [])).toEqual({ value: dropped, kept: [] });
  });
});
