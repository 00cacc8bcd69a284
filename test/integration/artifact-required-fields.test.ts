import { beforeAll, describe, expect, it } from 'vitest';
import { saveArtifactData } from '../../lib/data/versions/save-artifact';
import { approveStage } from '../../lib/data/stages/approve-stage';
import { startStage } from '../../lib/data/stages/start-stage';
import { translatorFor } from '../../lib/i18n/translator';
import { parseArtifact } from '../../lib/workflow/artifacts';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';

// Required fields hold more than whitespace and ids are unique wherever an artifact is saved: an
// author's edit is refused with a message on the field, and a stored artifact that breaks a rule no
// longer parses.

useTestDatabase();

let ownerId: string;

beforeAll(async () => {
  ownerId = (await makeUser('required-fields@example.com')).id;
});

/** A project whose first artifact stages are generated offline and approved up to `last`. */
async function projectThrough(template: 'script' | 'paper', stages: string[]) {
  const { id } = await makeProject(ownerId, template, 'staged', 'offline');
  let { runId } = await startStage({ db: db(), ownerId, projectId: id }, { stageKey: stages[0] });
  for (const [i, stage] of stages.entries()) {
    expect((await runToEnd(runId)).status).toBe('succeeded');
    if (i < stages.length - 1) runId = (await approveStage({ db: db(), ownerId, projectId: id }, stage)).runId!;
  }
  return id;
}

async function artifactOf(projectId: string, key: string) {
  const stage = await db().stage.findFirstOrThrow({ where: { projectId, key }, include: { currentVersion: true } });
  return { stage, data: structuredClone(stage.currentVersion!.data) as Record<string, any> };
}

async function refusal(projectId: string, key: string, version: number, data: unknown, language: 'en' | 'zh') {
  return saveArtifactData(
    { db: db(), ownerId, projectId },
    { stageKey: key, baseVersion: version, data, translate: translatorFor(language) },
  ).catch((e: unknown) => e);
}

describe('a script plan and outline edited by the author', () => {
  it('refuses blank theme, era, relationships and branch skeleton, naming each field, and saves nothing', async () => {
    const projectId = await projectThrough('script', ['plan', 'outline']);
    const plan = await artifactOf(projectId, 'plan');
    const blankPlan = { ...plan.data, themeTone: '   ', eraAtmosphere: '' };
    expect(await refusal(projectId, 'plan', plan.stage.version, blankPlan, 'en')).toMatchObject({
      code: 'invalid_input',
      details: { fieldErrors: { themeTone: 'Required.', eraAtmosphere: 'Required.' } },
    });
    expect(parseArtifact('script', 'plan', blankPlan)).toMatchObject({
      ok: false,
      issues: [{ path: 'themeTone' }, { path: 'eraAtmosphere' }],
    });

    const outline = await artifactOf(projectId, 'outline');
    const emptyOutline = { ...outline.data, characterRelationships: [], branchSkeleton: [] };
    expect(await refusal(projectId, 'outline', outline.stage.version, emptyOutline, 'zh')).toMatchObject({
      details: { fieldErrors: { characterRelationships: '至少添加 1 项。', branchSkeleton: '至少添加 1 项。' } },
    });
    const blankRelationship = structuredClone(outline.data);
    blankRelationship.characterRelationships[0].relationship = ' \n';
    expect(await refusal(projectId, 'outline', outline.stage.version, blankRelationship, 'en')).toMatchObject({
      details: { fieldErrors: { 'characterRelationships.0.relationship': 'Required.' } },
    });

    for (const { stage } of [plan, outline]) {
      expect((await db().stage.findUniqueOrThrow({ where: { id: stage.id } })).currentVersionId).toBe(
        stage.currentVersionId,
      );
    }
  });
});

describe('a paper plan edited by the author', () => {
  it('refuses a repeated section id or display number on the repeat, in English and Chinese', async () => {
    const projectId = await projectThrough('paper', ['intake', 'plan']);
    const plan = await artifactOf(projectId, 'plan');
    const repeated = structuredClone(plan.data);
    repeated.sections[2].id = repeated.sections[0].id;
    repeated.sections[3].displayNumber = repeated.sections[1].displayNumber;
    expect(await refusal(projectId, 'plan', plan.stage.version, repeated, 'en')).toMatchObject({
      details: {
        fieldErrors: {
          'sections.2.id': 'Already used by another entry: each must be unique.',
          'sections.3.displayNumber': 'Already used by another entry: each must be unique.',
        },
      },
    });
    expect(await refusal(projectId, 'plan', plan.stage.version, repeated, 'zh')).toMatchObject({
      details: { fieldErrors: { 'sections.2.id': '与其他条目重复：每一项都必须唯一。' } },
    });
    // The same rule holds for a plan read back through parseArtifact (a stored or revised version).
    const parsed = parseArtifact('paper', 'plan', JSON.stringify(repeated));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issues.map((i) => i.path)).toEqual(['sections.2.id', 'sections.3.displayNumber']);

    const untouched = await saveArtifactData(
      { db: db(), ownerId, projectId },
      { stageKey: 'plan', baseVersion: plan.stage.version, data: plan.data, translate: translatorFor('en') },
    );
    expect(untouched.version).toBe(plan.stage.version + 1);
  });
});
