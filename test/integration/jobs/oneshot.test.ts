import { describe, expect, it } from 'vitest';
import { startOneShot } from '../../../lib/data/stages/start-one-shot';
import { loadAssembledDocument } from '../../../lib/export/load';
import type { ExportBundle } from '../../../lib/export/types';
import { TEMPLATES, type TemplateKind } from '../../../lib/workflow/templates';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { scriptedResponder } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

useTestDatabase();
const server = useModelServer(scriptedResponder({ sections: 3 }));

/** What must match between one-shot and staged: the parts in order, the sections per stage, the stage states. */
function shapeOf(bundle: ExportBundle) {
  return {
    status: bundle.status,
    missing: bundle.missing,
    assemblyIssue: bundle.assemblyIssue,
    parts: bundle.document.parts.map((p) => ({
      key: p.key,
      level: p.level,
      heading: p.heading,
      written: p.text.trim().length > 0,
    })),
    sections: bundle.sections.map((s) => ({
      stage: s.stageKey,
      key: s.key,
      displayNumber: s.displayNumber,
      title: s.title,
      written: s.written,
    })),
    stages: bundle.stages.map((s) => ({ key: s.key, status: s.status, hasArtifact: s.artifact !== null })),
  };
}

async function oneShot(ownerId: string, template: TemplateKind, engine: 'model' | 'offline') {
  const { id } = await makeProject(ownerId, template, 'oneshot', engine);
  const { runId } = await startOneShot({ db: db(), ownerId, projectId: id });
  const run = await runToEnd(runId);
  expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
  expect(await db().run.count({ where: { projectId: id } })).toBe(1);
  expect((await db().project.findUniqueOrThrow({ where: { id } })).state).toBe('completed');
  return loadAssembledDocument({ db: db(), ownerId, projectId: id });
}

async function staged(ownerId: string, template: TemplateKind, engine: 'model' | 'offline') {
  const { id } = await makeProject(ownerId, template, 'staged', engine);
  await driveStaged(ownerId, id);
  return loadAssembledDocument({ db: db(), ownerId, projectId: id });
}

// DESIGN §3 and §10.11: one-shot is draft → generating → completed in one job, and assembles to the
// same shape as the staged workflow.
describe('one-shot mode', () => {
  it('a story with the model engine reaches completed in one job, shaped like a staged one', async () => {
    const owner = await makeUser('oneshot-model@example.com');
    const before = server().requests.length;
    const one = await oneShot(owner.id, 'story', 'model');
    expect(server().requests.length).toBeGreaterThan(before);
    expect(one.status).toBe('complete');
    expect(one.document.parts.length).toBeGreaterThan(0);
    expect(shapeOf(one)).toEqual(shapeOf(await staged(owner.id, 'story', 'model')));
  });

  it.each(Object.keys(TEMPLATES) as TemplateKind[])(
    '%s (offline engine): one-shot and staged assemble to the same shape',
    async (template) => {
      const owner = await makeUser(`oneshot-${template}@example.com`);
      const one = await oneShot(owner.id, template, 'offline');
      expect(one.status).toBe('complete');
      expect(shapeOf(one)).toEqual(shapeOf(await staged(owner.id, template, 'offline')));
    },
  );
});
