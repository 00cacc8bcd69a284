import { describe, expect, it } from 'vitest';
import '../../../lib/jobs/handlers';
import { handlerFor } from '../../../lib/jobs/handlers/registry';
import { RUN_KINDS, runParams } from '../../../lib/data/runs/kinds';
import { createRun, findActiveRun } from '../../../lib/data/runs/lifecycle';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';

useTestDatabase();

describe('the table of run kinds', () => {
  it('has a handler for every kind, and no handler for anything else', () => {
    for (const kind of Object.keys(RUN_KINDS)) expect(handlerFor(kind), kind).toBeDefined();
    expect(handlerFor('sections.regenerate')).toBeUndefined();
  });

  it('refuses a run whose params its handler would not parse, before any row is written', async () => {
    const owner = await makeUser('kinds@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story');
    // count must be 2 or 3: the schema the handler parses with refuses it at the producer.
    await expect(
      createRun(db(), { projectId, kind: 'variants', params: { sectionId: 's', count: 7 } }),
    ).rejects.toThrow();
    expect(await db().run.count({ where: { projectId } })).toBe(0);

    const run = await createRun(db(), { projectId, kind: 'variants', params: { sectionId: 's', count: 2 } });
    const row = await db().run.findUniqueOrThrow({ where: { id: run.id } });
    expect(runParams('variants', row.params)).toEqual({ sectionId: 's', suggestionIds: [], count: 2 });
  });

  it('answers "is a run active here?" the one way, for queued and running runs only', async () => {
    const owner = await makeUser('active@example.com');
    const { id: projectId } = await makeProject(owner.id, 'story');
    expect(await findActiveRun(db(), projectId)).toBeNull();
    const run = await createRun(db(), { projectId, kind: 'project.oneshot', params: {} });
    expect(await findActiveRun(db(), projectId)).toMatchObject({ id: run.id, kind: 'project.oneshot' });
    expect(await findActiveRun(db(), projectId, { kind: { not: 'project.oneshot' } })).toBeNull();
    await db().run.update({ where: { id: run.id }, data: { status: 'succeeded' } });
    expect(await findActiveRun(db(), projectId)).toBeNull();
  });
});
