import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../../lib/engine/offline/index';
import type { Engine, GenerateSectionInput } from '../../../lib/engine/types';
import { EARLIER_BUDGET_CHARS, earlierContext } from '../../../lib/rewrite/fill';
import { RewriteError, runRewrite } from '../../../lib/rewrite/pipeline';
import { rewriteJson } from '../../../lib/rewrite/render';
import type { RewriteSection } from '../../../lib/rewrite/types';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/rewrite');
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const request = (doc: string, clarifications: string) => ({
  originalDocument: read(doc),
  clarifications: JSON.parse(read(clarifications)),
});

/** The offline engine, with every section request it receives kept for inspection. */
function watchedOffline(): { engine: Engine; sectionCalls: GenerateSectionInput[] } {
  const offline = new OfflineEngine();
  const sectionCalls: GenerateSectionInput[] = [];
  const engine: Engine = Object.assign(Object.create(offline), {
    generateSection: (input: GenerateSectionInput) => {
      sectionCalls.push(input);
      return offline.generateSection(input);
    },
  });
  return { engine, sectionCalls };
}

describe('runRewrite with the offline engine', () => {
  it('plans an outline, fills every section in order with all earlier ones in view, then reviews', async () => {
    const events: string[] = [];
    const { engine, sectionCalls } = watchedOffline();
    const result = await runRewrite(request('original.md', 'clarifications.json'), {
      engine,
      progress: {
        onStageStart: (s) => events.push(`start:${s}`),
        onStageEnd: (s) => events.push(`end:${s}`),
        onSection: (e) => events.push(`${e.action}:${e.key}:${e.index}/${e.total}`),
        onRound: (e) => events.push(`round:${e.round}`),
      },
    });

    const outline = (
      await new OfflineEngine().generateArtifact({
        template: 'rewrite',
        stageKey: 'outline',
        language: 'en',
        config: { ...request('original.md', 'clarifications.json'), goal: '', language: 'en' },
        upstream: {},
        notes: [],
      })
    ).value as { sections: { key: string }[] };
    const keys = result.document.sections.map((s) => s.key);
    expect(keys).toEqual(outline.sections.map((s) => s.key));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(result.document.sections.map((s) => s.order)).toEqual(keys.map((_, i) => i + 1));
    expect(result.document.sections.every((s) => s.content.trim().length > 0)).toBe(true);

    // Section n saw sections 1..n-1, in order, as they were written.
    expect(sectionCalls.map((c) => c.section.id)).toEqual(keys);
    sectionCalls.forEach((call, n) =>
      expect(call.earlier.map((e) => e.title)).toEqual(result.document.sections.slice(0, n).map((s) => s.title)),
    );

    const writes = keys.map((k, i) => `write:${k}:${i + 1}/${keys.length}`);
    expect(events.slice(0, 3 + keys.length + 2)).toEqual([
      'start:outline',
      'end:outline',
      'start:sections',
      ...writes,
      'end:sections',
      'start:review',
    ]);
    expect(events.at(-1)).toBe('end:review');
    const review = events.slice(3 + keys.length + 2, -1);
    expect(review.every((e) => /^(round:[123]|revise:)/.test(e))).toBe(true);
    expect(result.review.rounds.length).toBeLessThanOrEqual(3);
    expect(['clean', 'max_rounds', 'repeated', 'unchanged', 'regressed']).toContain(result.review.stopReason);
    expect(result.engine).toEqual({ kind: 'offline', models: ['offline'] });
    expect(result.language).toBe('en');
  });

  it('serialises the document as Markdown and seed 004’s structured JSON', async () => {
    const result = await runRewrite(request('original.md', 'clarifications.json'), { engine: new OfflineEngine() });
    const md = result.markdown;
    expect(md.startsWith(`# ${result.document.title}\n`)).toBe(true);
    const at = result.document.sections.map((s) => md.indexOf(`\n## ${s.title}\n`));
    expect(at.every((x, i) => x > 0 && (i === 0 || x > at[i - 1]))).toBe(true);
    const json = rewriteJson(result) as any;
    expect(json.sections.map((s: RewriteSection) => Object.keys(s).sort())).toEqual(
      result.document.sections.map(() => ['content', 'goal', 'key', 'level', 'order', 'targetWords', 'title']),
    );
    expect(json.metadata.review.stopReason).toBe(result.review.stopReason);
  });

  it('writes a Chinese document in Chinese', async () => {
    const result = await runRewrite(request('original-zh.md', 'clarifications-zh.json'), {
      engine: new OfflineEngine(),
    });
    expect(result.language).toBe('zh');
    expect(result.document.sections.map((s) => s.title)).toContain('用户');
    expect(result.markdown).toContain('访客没有账号');
  });

  it('refuses an empty document before calling the engine', async () => {
    await expect(
      runRewrite({ originalDocument: '  ', clarifications: [] }, { engine: new OfflineEngine() }),
    ).rejects.toMatchObject({ stage: 'request', code: 'invalid_input' });
    await expect(
      runRewrite({ originalDocument: '', clarifications: [] }, { engine: new OfflineEngine() }),
    ).rejects.toBeInstanceOf(RewriteError);
  });
});

describe('earlierContext', () => {
  const section = (n: number, content: string): RewriteSection => ({
    key: `s${n}`,
    order: n,
    level: 1,
    title: `Section ${n}`,
    goal: '',
    targetWords: 50,
    content,
  });

  it('passes every earlier section in full while they fit, and summaries (titles kept) when not', () => {
    expect(earlierContext([section(1, 'One.'), section(2, 'Two.')])).toEqual([
      { title: 'Section 1', text: 'One.' },
      { title: 'Section 2', text: 'Two.' },
    ]);
    const long = Array.from({ length: 4 }, (_, i) =>
      section(i + 1, `First sentence ${i}. ${'Filler words here. '.repeat(600)}Last sentence ${i}.`),
    );
    const context = earlierContext(long);
    expect(context.map((e) => e.title)).toEqual(long.map((s) => s.title));
    expect(context.reduce((n, e) => n + e.title.length + e.text.length, 0)).toBeLessThanOrEqual(EARLIER_BUDGET_CHARS);
  });
});
