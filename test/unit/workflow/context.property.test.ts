import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderContext, rollingContext, summariseSection, TRUNCATION_MARKER } from '@/lib/workflow/context';

const sentence = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `${s.replace(/[.!?。！？\n]/g, '')}.`),
  fc.constantFrom('他来了。', '天很黑！', '# Heading', 'Done?'),
);
const arbEntry = fc.record({
  title: fc.string({ minLength: 1, maxLength: 20 }),
  text: fc.array(sentence, { maxLength: 30 }).map((s) => s.join(' ')),
});

describe('§10.10 prompts contain the earlier approved content, or its summary over budget', () => {
  it('each earlier section appears, in order, in full, summarised, or cut with a marker', () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 8 }), fc.integer({ min: 0, max: 3000 }), (earlier, budget) => {
        const c = rollingContext(earlier, budget);
        expect(c.entries.map((e) => e.title)).toEqual(earlier.map((e) => e.title));
        const full = earlier.reduce((n, e) => n + e.title.length + e.text.length, 0);
        c.entries.forEach((e, i) => {
          const original = earlier[i].text;
          if (e.form === 'full') expect(e.text).toBe(original);
          if (e.form === 'summary') expect(e.text).toBe(summariseSection(original));
          if (e.form === 'truncated') {
            expect(e.text.endsWith(TRUNCATION_MARKER)).toBe(true);
            const kept = e.text.slice(0, -TRUNCATION_MARKER.length);
            expect(summariseSection(original).startsWith(kept) || original.startsWith(kept)).toBe(true);
          }
        });
        if (full <= budget) expect(c.entries.every((e) => e.form === 'full')).toBe(true);
        // Over budget only when titles and markers alone do not fit.
        const floor = earlier.reduce((n, e) => n + e.title.length + TRUNCATION_MARKER.length, 0);
        if (budget >= floor) expect(c.chars).toBeLessThanOrEqual(budget);
        const rendered = renderContext(c);
        let at = 0;
        for (const e of c.entries) {
          const found = rendered.indexOf(`## ${e.title}\n${e.text}`, at);
          expect(found).toBeGreaterThanOrEqual(at);
          at = found + 1;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('summarises older sections before newer ones', () => {
    fc.assert(
      fc.property(
        fc.array(arbEntry, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        (earlier, budget) => {
          const forms = rollingContext(earlier, budget).entries.map((e) => e.form);
          const lastSummary = forms.lastIndexOf('summary');
          // No full section sits before a summarised one unless summarising it would not have shortened it.
          forms.slice(0, Math.max(0, lastSummary)).forEach((f, i) => {
            if (f === 'full')
              expect(summariseSection(earlier[i].text).length).toBeGreaterThanOrEqual(earlier[i].text.length);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
