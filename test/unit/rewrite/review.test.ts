import { describe, expect, it } from 'vitest';
import { revisionTasksBySection } from '../../../lib/workflow/loop';
import { RewriteError, runRewrite } from '../../../lib/rewrite/pipeline';
import { scriptedEngine, suggestion } from './scripted-engine';

const REQUEST = {
  originalDocument: '# Notes\n\nA shared notes app for small teams.',
  clarifications: [{ question: 'Name?', answer: 'Tandem Notes.' }],
};

describe('review and targeted patch', () => {
  it('revises only the sections the suggestions name, and sends global ones where the judge scoped them', async () => {
    const { engine, calls } = scriptedEngine({
      assess: (n) =>
        n === 1
          ? {
              suggestions: [
                suggestion('s2', 'high', 'Name the guest role'),
                suggestion(null, 'medium', 'Use the product name'),
                suggestion('s1', 'low', 'Shorter'),
              ],
              globalScope: ['s3'],
            }
          : {},
    });
    const result = await runRewrite(REQUEST, { engine });
    expect(calls.revise.map((r) => r.section.id)).toEqual(['s2', 's3']);
    expect(calls.revise[0].tasks.map((t) => t.priority)).toEqual(['high']);
    expect(result.review.rounds).toEqual([
      {
        number: 1,
        counts: { high: 1, medium: 1, low: 1 },
        accepted: 2,
        revised: ['s2', 's3'],
        changed: ['s2', 's3'],
        rolledBack: false,
      },
    ]);
    expect(result.review.stopReason).toBe('clean');
    expect(result.document.sections.map((s) => s.content)).toEqual([
      'Text of s1.',
      'Text of s2. Revised.',
      'Text of s3. Revised.',
    ]);
    // The second assessment is told what was already taken up, so it does not repeat it.
    expect(calls.assess[1].previous.accepted.map((a) => a.summary)).toEqual([
      'Name the guest role',
      'Use the product name',
    ]);
  });

  it('stops after three patching rounds however many new findings the reviewer makes', async () => {
    // Fewer findings each time, so only the round limit can end it.
    const findings = (n: number) =>
      Array.from({ length: 5 - n }, (_, i) => suggestion('s1', 'high', `Finding ${n}.${i}`));
    const { engine, calls } = scriptedEngine({ assess: (n) => ({ suggestions: findings(n) }) });
    const result = await runRewrite(REQUEST, { engine, maxRounds: 10 });
    expect(result.review.rounds.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(result.review.stopReason).toBe('max_rounds');
    expect(calls.revise).toHaveLength(3);
    expect(calls.assess).toHaveLength(4);
    expect(result.review.remaining.map((s) => s.summary)).toEqual(['Finding 4.0']);
  });

  it('honours a smaller round limit', async () => {
    const { engine } = scriptedEngine({
      assess: (n) => ({ suggestions: [suggestion('s1', 'medium', `Finding ${n}`)] }),
    });
    expect((await runRewrite(REQUEST, { engine, maxRounds: 1 })).review.rounds).toHaveLength(1);
  });

  it('does nothing when only low-priority suggestions are left', async () => {
    const { engine, calls } = scriptedEngine({ assess: () => ({ suggestions: [suggestion('s1', 'low', 'Polish')] }) });
    const result = await runRewrite(REQUEST, { engine });
    expect(result.review).toMatchObject({ rounds: [], stopReason: 'clean' });
    expect(calls.revise).toHaveLength(0);
  });

  it('stops when a patch did not clear its suggestions, or changed nothing', async () => {
    const same = scriptedEngine({ assess: () => ({ suggestions: [suggestion('s1', 'high', 'Same thing')] }) });
    expect((await runRewrite(REQUEST, { engine: same.engine })).review).toMatchObject({
      stopReason: 'repeated',
      rounds: [{ number: 1 }],
    });
    const stuck = scriptedEngine({
      assess: (n) => ({ suggestions: [suggestion('s1', 'high', `F${n}`)] }),
      revise: (input) => input.section.text,
    });
    expect((await runRewrite(REQUEST, { engine: stuck.engine })).review).toMatchObject({
      stopReason: 'unchanged',
      rounds: [{ changed: [] }],
    });
  });

  it('undoes a patch that leaves more high-priority findings than before', async () => {
    const { engine } = scriptedEngine({
      assess: (n) => ({
        suggestions:
          n === 1
            ? [suggestion('s2', 'high', 'One')]
            : [suggestion('s2', 'high', 'Two'), suggestion('s3', 'high', 'Three')],
      }),
    });
    const result = await runRewrite(REQUEST, { engine });
    expect(result.review).toMatchObject({ stopReason: 'regressed', rounds: [{ rolledBack: true }] });
    expect(result.document.sections.map((s) => s.content)).toEqual(['Text of s1.', 'Text of s2.', 'Text of s3.']);
  });

  it('reports an engine failure with its stage, code and message', async () => {
    const seen: string[] = [];
    const { engine } = scriptedEngine({ assess: () => ({}), failSection: 's2' });
    const failure = runRewrite(REQUEST, {
      engine,
      progress: { onStageStart: (s) => seen.push(`start:${s}`), onStageEnd: (s) => seen.push(`end:${s}`) },
    });
    await expect(failure).rejects.toBeInstanceOf(RewriteError);
    await expect(failure).rejects.toMatchObject({
      stage: 'sections',
      code: 'rate_limited',
      message: 'The provider is rate limiting requests.',
    });
    expect(seen).toEqual(['start:outline', 'end:outline', 'start:sections']);
  });
});

describe('revisionTasksBySection', () => {
  const ids = ['a', 'b', 'c'];
  const anchor = { quote: 'x', prefix: '', suffix: '', start: 0, end: 1 };
  const accepted = (id: string, sectionId: string | null, summary: string) => ({
    ...suggestion(sectionId, 'high', summary),
    id,
  });

  it('keeps document order, sends "all" everywhere and drops anchors of global findings', () => {
    const tasks = revisionTasksBySection(
      [
        { ...accepted('r2-1', 'c', 'C'), anchor },
        { ...accepted('r2-2', null, 'G'), anchor },
      ],
      ids,
      'all',
    );
    expect([...tasks.keys()]).toEqual(['a', 'b', 'c']);
    expect(tasks.get('c')!.map((t) => [t.suggestionId, t.anchor])).toEqual([
      ['r2-1', anchor],
      ['r2-2', null],
    ]);
    expect(tasks.get('a')!.map((t) => t.instruction)).toEqual(['G: G (detail)']);
  });

  it('treats an unknown section like a global finding', () => {
    expect([...revisionTasksBySection([accepted('z', 'zzz', 'Z')], ids, ['b']).keys()]).toEqual(['b']);
    expect(revisionTasksBySection([accepted('z', 'zzz', 'Z')], ids, []).size).toBe(0);
  });

  it('sends everything to the one unit of a single-unit loop', () => {
    expect([...revisionTasksBySection([accepted('z', null, 'Z')], ['only'], []).keys()]).toEqual(['only']);
  });
});
