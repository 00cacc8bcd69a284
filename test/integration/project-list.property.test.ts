import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listProjects, type ProjectFilter } from '../../lib/data/projects/projects';
import { exactStatesOf } from '../../lib/workflow/lifecycle/exact-states';
import { stateGroupOf, STATE_GROUPS, statesOfGroup } from '../../lib/workflow/lifecycle/state-groups';
import { TEMPLATE_KINDS } from '../../lib/workflow/templates/types';
import { db, useTestDatabase } from '../support/db';
import { fault } from '../support/openai-steps';
import { driveStaged } from '../support/flows';
import { useModelServer } from '../support/model-env';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';

useTestDatabase();
useModelServer(() => fault.serverError());

const MODES = ['staged', 'oneshot'] as const;
const project = fc.record({
  template: fc.constantFrom(...TEMPLATE_KINDS),
  mode: fc.constantFrom(...MODES),
  group: fc.constantFrom(...STATE_GROUPS),
  pick: fc.nat(),
});
const filter = fc.record(
  {
    template: fc.constantFrom(...TEMPLATE_KINDS),
    state: fc.constantFrom(...STATE_GROUPS),
    mode: fc.constantFrom(...MODES),
  },
  { requiredKeys: [] },
);

/** Every page of the list under `filter`, read in turn. */
async function allPages(ownerId: string, f: ProjectFilter, pageSize: number) {
  const first = await listProjects(db(), ownerId, { ...f, pageSize });
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++)
    pages.push(await listProjects(db(), ownerId, { ...f, pageSize, page }));
  return pages;
}

// Seed 003's session list: filter by template, state and mode, in pages, in the query itself.
describe('the project list', () => {
  it('returns exactly the matching projects, each once, newest first, across its pages', async () => {
    const owner = await makeUser('lists@example.com');
    const other = await makeUser('someone-else@example.com');
    await makeProject(other.id, 'paper');
    await fc.assert(
      fc.asyncProperty(
        fc.array(project, { maxLength: 9 }),
        filter,
        fc.integer({ min: 1, max: 4 }),
        async (projects, f, pageSize) => {
          await db().project.deleteMany({ where: { ownerId: owner.id } });
          const made: { id: string; template: string; mode: string; group: string }[] = [];
          for (const p of projects) {
            const { id } = await makeProject(owner.id, p.template, p.mode);
            // One-shot projects have no review states: those stand for drafts instead.
            const named = statesOfGroup(p.group, [p.template], [p.mode]);
            const group = named.length ? p.group : 'draft';
            const states = named.length ? named : ['draft'];
            await db().project.update({
              where: { id },
              data: {
                state: states[p.pick % states.length],
                lastActivityAt: new Date(Date.UTC(2030, 0, 1) + made.length * 1000),
              },
            });
            made.push({ id, template: p.template, mode: p.mode, group });
          }
          const expected = made
            .filter(
              (p) =>
                (!f.template || p.template === f.template) &&
                (!f.mode || p.mode === f.mode) &&
                (!f.state || p.group === f.state),
            )
            .map((p) => p.id)
            .reverse();
          const pages = await allPages(owner.id, f, pageSize);
          expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
          expect(pages.every((p) => p.total === expected.length && p.items.length <= pageSize)).toBe(true);
          expect(pages[0].pageCount).toBe(Math.max(1, Math.ceil(expected.length / pageSize)));
          for (const item of pages.flatMap((p) => p.items))
            expect(item.stateGroup).toBe(made.find((m) => m.id === item.id)!.group);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('filters by the exact state, as seed 003 filters sessions (P14)', async () => {
    const owner = await makeUser('exact@example.com');
    const stateOf = fc.record({ template: fc.constantFrom(...TEMPLATE_KINDS), pick: fc.nat() });
    await fc.assert(
      fc.asyncProperty(fc.array(stateOf, { minLength: 1, maxLength: 8 }), fc.nat(), async (projects, choice) => {
        await db().project.deleteMany({ where: { ownerId: owner.id } });
        const made: { id: string; template: string; state: string }[] = [];
        for (const p of projects) {
          const states = exactStatesOf(p.template);
          const state = states[p.pick % states.length].name;
          const { id } = await makeProject(owner.id, p.template);
          await db().project.update({ where: { id }, data: { state } });
          made.push({ id, template: p.template, state });
        }
        const target = made[choice % made.length];
        const found = await listProjects(db(), owner.id, {
          template: target.template as (typeof TEMPLATE_KINDS)[number],
          exactState: target.state,
          pageSize: 50,
        });
        const expected = made.filter((m) => m.template === target.template && m.state === target.state);
        expect(found.items.map((i) => i.id).sort()).toEqual(expected.map((m) => m.id).sort());
        expect(found.total).toBe(expected.length);
      }),
      { numRuns: 25 },
    );
  });

  it('reads a page past the end as the last page', async () => {
    const owner = await makeUser('pages@example.com');
    for (let i = 0; i < 3; i++) await makeProject(owner.id, 'story');
    const page = await listProjects(db(), owner.id, { pageSize: 2, page: 9 });
    expect([page.page, page.pageCount, page.total, page.items.length]).toEqual([2, 2, 3, 1]);
  });

  it('lists every state of every template once among its exact states, in the group it belongs to', () => {
    for (const template of TEMPLATE_KINDS) {
      const exact = exactStatesOf(template);
      expect(new Set(exact.map((e) => e.name)).size).toBe(exact.length);
      for (const mode of MODES)
        for (const g of STATE_GROUPS)
          for (const state of statesOfGroup(g, [template], [mode]))
            expect(exact.find((e) => e.name === state)?.group, `${template} ${state}`).toBe(g);
    }
  });

  it('every state of every template and mode belongs to exactly one group', () => {
    for (const template of TEMPLATE_KINDS)
      for (const mode of MODES) {
        const all = STATE_GROUPS.flatMap((g) => statesOfGroup(g, [template], [mode]));
        expect(new Set(all).size).toBe(all.length);
        for (const g of STATE_GROUPS)
          for (const state of statesOfGroup(g, [template], [mode])) expect(stateGroupOf(state, template, mode)).toBe(g);
      }
  });
});

describe('approvedAt and failedAt', () => {
  it('are set on each stage and on the project when they are approved and completed', async () => {
    const owner = await makeUser('approved@example.com');
    const { id } = await makeProject(owner.id, 'paper', 'staged', 'offline');
    const before = new Date();
    await driveStaged(owner.id, id);
    const p = await db().project.findUniqueOrThrow({ where: { id }, include: { stages: true } });
    expect(p.state).toBe('completed');
    expect(p.approvedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(p.failedAt).toBeNull();
    for (const s of p.stages) expect(s.approvedAt, s.key).not.toBeNull();
    const listed = await listProjects(db(), owner.id, { state: 'completed' });
    expect(listed.items.map((i) => [i.id, i.approvedAt])).toEqual([[id, p.approvedAt!.toISOString()]]);
  });

  it('are set on the stage and the project where a generating run fails', async () => {
    const owner = await makeUser('failed@example.com');
    const { id } = await makeProject(owner.id, 'paper', 'staged', 'model');
    const { runId } = await driveStaged(owner.id, id, 'intake');
    expect((await runToEnd(runId!)).status).toBe('failed');
    const p = await db().project.findUniqueOrThrow({ where: { id }, include: { stages: true } });
    expect(p.state).toBe('failed');
    expect(p.failedAt).not.toBeNull();
    expect(p.approvedAt).toBeNull();
    expect(p.stages.find((s) => s.key === 'intake')!.failedAt).not.toBeNull();
    expect(p.stages.filter((s) => s.failedAt).map((s) => s.key)).toEqual(['intake']);
    expect((await listProjects(db(), owner.id, { state: 'failed' })).items.map((i) => i.id)).toEqual([id]);
  });
});
