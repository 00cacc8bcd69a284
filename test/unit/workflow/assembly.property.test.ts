import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleDocument,
  documentToMarkdown,
  type AssembledDocument,
  type CompletedProject,
} from '@/lib/workflow/assembly';
import { renumber } from '@/lib/workflow/display-numbers';
import { TEMPLATES, type TemplateKind } from '@/lib/workflow/templates';
import { scriptChapters } from '@/lib/workflow/templates/script';

const RUNS = { numRuns: 150 };
const prose = fc.string({ minLength: 1, maxLength: 60 }).map((s) => s.trim() || 'x');
const title = fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.replace(/\s+/g, ' ').trim() || 'T');

/** A completed project of any template: approved artifacts plus one approved text per planned section. */
const arbProject: fc.Arbitrary<CompletedProject> = fc
  .constantFrom<TemplateKind>('story', 'paper', 'script', 'rewrite')
  .chain((template) => {
    const entries = fc.uniqueArray(
      fc.record({ key: fc.stringMatching(/^[a-z]{1,6}$/), title, depth: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 1, maxLength: 8, selector: (e) => e.key },
    );
    const artifacts =
      template === 'script'
        ? fc
            .integer({ min: 1, max: 8 })
            .map((n) => ({ config: { playerCount: n }, artifacts: {} as Record<string, unknown> }))
        : entries.map((list) => {
            const numbered = renumber(
              list.map((e) => ({
                ...e,
                displayNumber: Array(template === 'paper' ? e.depth : 1)
                  .fill('1')
                  .join('.'),
              })),
            );
            const outline = {
              story: {
                outline: {
                  chapters: list.map((e) => ({ key: e.key, title: e.title, goal: 'g', beats: [], targetWords: 100 })),
                },
              },
              rewrite: {
                outline: {
                  title: 'Rewritten',
                  sections: list.map((e) => ({ key: e.key, title: e.title, goal: 'g', targetWords: 100 })),
                },
              },
              paper: {
                plan: {
                  title: 'A paper',
                  sections: numbered.map((e) => ({
                    id: e.key,
                    displayNumber: e.displayNumber,
                    title: e.title,
                    goal: 'g',
                    wordCount: 100,
                  })),
                },
              },
            }[template as 'story' | 'rewrite' | 'paper'];
            return { config: {}, artifacts: outline as Record<string, unknown> };
          });
    return artifacts.chain(({ config, artifacts }) => {
      const body = TEMPLATES[template].stages.filter((s) => s.kind === 'sections').at(-1)!;
      const planned = body.sectionsFrom!(artifacts, config);
      return fc
        .tuple(fc.array(prose, { minLength: planned.length, maxLength: planned.length }), fc.string())
        .map(([texts, projectTitle]) => ({
          template,
          mode: 'staged' as const,
          title: projectTitle || 'Untitled',
          config,
          artifacts,
          sections: {
            [body.key]: planned.map((p, i) => ({
              key: p.key,
              displayNumber: p.displayNumber,
              title: p.title,
              text: texts[i],
            })),
          },
        }));
    });
  });

const shapeOf = (d: AssembledDocument) => ({
  title: d.title,
  parts: d.parts.map(({ heading, level, key }) => ({ heading, level, key })),
});
const bodyKey = (p: CompletedProject) => Object.keys(p.sections)[0];

describe('§10.9 assembly yields every part in order', () => {
  it('script: DM handbook, N player handbooks, materials, branch structure, whatever order the chapters come in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(prose, { minLength: 15, maxLength: 15 }),
        fc.nat(),
        (n, texts, seed) => {
          const chapters = scriptChapters(n).map((c, i) => ({
            key: c.key,
            displayNumber: c.displayNumber,
            title: c.title,
            text: texts[i],
          }));
          const shuffled = [...chapters].sort(
            (a, b) => ((a.key.length * 31 + seed) % 7) - ((b.key.length * 31 + seed) % 7),
          );
          const r = assembleDocument({
            template: 'script',
            mode: 'staged',
            title: 'S',
            config: { playerCount: n },
            artifacts: {},
            sections: { chapters: shuffled },
          });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.document.parts.map((p) => p.key)).toEqual([
            'dm',
            ...Array.from({ length: n }, (_, i) => `player-${i + 1}`),
            'materials',
            'branches',
          ]);
          expect(r.document.parts.map((p) => p.text)).toEqual(chapters.map((c) => c.text));
        },
      ),
      RUNS,
    );
  });

  it('every template: each approved section appears once, in outline order, in the Markdown too', () => {
    fc.assert(
      fc.property(arbProject, (project) => {
        const r = assembleDocument(project);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const planned = project.sections[bodyKey(project)];
        expect(r.document.parts.map((p) => p.key)).toEqual(planned.map((s) => s.key));
        expect(r.document.parts.map((p) => p.text)).toEqual(planned.map((s) => s.text));
        const md = documentToMarkdown(r.document);
        let at = 0;
        for (const part of r.document.parts) {
          const found = md.indexOf(part.text.trim(), at);
          expect(found).toBeGreaterThanOrEqual(at);
          at = found;
        }
      }),
      RUNS,
    );
  });
});

describe('§10.11 one-shot and staged projects assemble to the same shape', () => {
  it('holds for any template and any section order', () => {
    fc.assert(
      fc.property(arbProject, fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (staged, order) => {
        const key = bodyKey(staged);
        const shuffled = staged.sections[key]
          .map((s, i) => ({ s, o: order[i % order.length] }))
          .sort((a, b) => a.o - b.o)
          .map(({ s }) => s);
        const oneShot: CompletedProject = { ...staged, mode: 'oneshot', sections: { [key]: shuffled } };
        const [a, b] = [assembleDocument(staged), assembleDocument(oneShot)];
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(shapeOf(b.document)).toEqual(shapeOf(a.document));
        expect(b.document).toEqual(a.document);
      }),
      RUNS,
    );
  });
});
