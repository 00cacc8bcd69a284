import { describe, expect, it } from 'vitest';
import { variantsOffline } from '../../../lib/engine/offline/variants';
import type { VariantsInput } from '../../../lib/engine/types';
import { CANONICAL_NAMES, prose } from '../../fixtures/prose';
import { lint, section, tasksFrom } from './offline-helpers';

function variants(text: string, count: number, tasks: VariantsInput['tasks'] = []) {
  return variantsOffline({
    language: 'en',
    section: section(text),
    tasks,
    keep: [],
    canonicalNames: CANONICAL_NAMES,
    count,
  });
}

describe('variantsOffline', () => {
  it('offers distinct alternatives, each different from the input', () => {
    const text = prose('en-story-planted');
    const texts = variants(text, 3);
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(3);
    for (const t of texts) expect(t).not.toBe(text);
  });

  it('applies a different subset of the mechanical fixes in each', () => {
    const text =
      'It was very cold, and Elizabth walked along the empty shore toward the old stone harbour wall where the boats had waited all winter long for the thaw; the the tide turned slowly under a grey and heavy sky that pressed down on the roofs of the village.';
    const [all, noSplit, noFiller] = variants(text, 3);
    expect(all).toContain('It was cold');
    expect(all).toContain('the thaw. The tide');
    expect(noSplit).toContain('It was cold');
    expect(noSplit).toContain('the thaw; the tide');
    expect(noFiller).toContain('It was very cold');
    expect(noFiller).toContain('Elizabeth walked');
  });

  it('uses the accepted tasks when there are mechanical ones', () => {
    const text = 'It was very cold. Elizabth left.';
    const name = tasksFrom(lint(text)).filter((t) => t.type === 'name-drift');
    expect(variants(text, 3, name)).toEqual(['It was very cold. Elizabeth left.']);
  });

  it('is deterministic, and honest when nothing can change', () => {
    const text = prose('en-story-planted');
    expect(variants(text, 2)).toEqual(variants(text, 2));
    const clean = prose('en-story-clean');
    expect(variants(clean, 3)).toEqual([clean]);
    expect(variants(clean, 0)).toEqual([]);
  });
});
