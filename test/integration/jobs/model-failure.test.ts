import { describe, expect, it } from 'vitest';
import { retryRun } from '../../../lib/data/runs/retry-run';
import type { ReceivedRequest } from '../../support/openai-server';
import { fault } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, modelVersionsPerSection, patchConfig, stepKeys, sectionStatuses } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import {
  requestKind,
  requestSection,
  requestSectionTitle,
  requestsPerSection,
  scriptedStep,
  withDelay,
} from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

const SECTIONS = 6;
/** Requests this predicate matches get HTTP 500, every attempt, until it is cleared. */
let broken: ((r: ReceivedRequest) => boolean) | null = null;
useTestDatabase();
const server = useModelServer((r) => (broken?.(r) ? fault.serverError() : withDelay(scriptedStep(r, SECTIONS), 100)), {
  PARALLEL_SECTIONS: '3',
});

async function pausedAtSections(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'paper');
  await patchConfig(id, { maxSectionRewrites: 0 });
  const { runId } = await driveStaged(owner.id, id, 'sections');
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'sections' } });
  return { ownerId: owner.id, projectId: id, runId: runId!, stageId: stage.id };
}

const sectionIds = async (stageId: string) =>
  (
    await db().section.findMany({
      where: { stageId, deletedAt: null },
      orderBy: { position: 'asc' },
      select: { id: true },
    })
  ).map((s) => s.id);

/** Every request the server received for the run is in its recorded calls: nothing of it is still in flight. */
async function expectSettled(runId: string, from: number) {
  const recorded = await db().modelCall.aggregate({ where: { runId }, _sum: { attempts: true } });
  expect(recorded._sum.attempts).toBe(server().requests.length - from);
}

// DESIGN §7, §8 and §10.3: a failed model call fails the run with a code and a message, the stage and
// the project are failed at that state with the reason; retry resumes exactly there.
describe('a model call that keeps failing', () => {
  it('fails the run, the stage and the project with the reason; retry resumes without regenerating finished sections', async () => {
    const p = await pausedAtSections('fail-write@example.com');
    const from = server().requests.length;
    // The fifth section's writer gets 500 on every attempt: sections one to three are done by then.
    broken = (r) => requestKind(r) === 'writer' && requestSectionTitle(r) === 'Part 5';
    const failed = await runToEnd(p.runId);
    await expectSettled(p.runId, from);
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toBe('provider_error');
    expect(failed.errorMessage).toBe(
      'The model endpoint failed (HTTP 500). The server said: "Internal server error" Attempts: 3.',
    );
    const ids = await sectionIds(p.stageId);
    expect(requestsPerSection(server().requests.slice(from), 'writer').get(ids[4])).toBe(3);

    const stage = await db().stage.findUniqueOrThrow({ where: { id: p.stageId } });
    expect(stage.status).toBe('failed');
    const project = await db().project.findUniqueOrThrow({ where: { id: p.projectId } });
    expect(project).toMatchObject({
      state: 'failed',
      failedStage: 'sections:generating',
      failedReason: failed.errorMessage,
    });
    const call = await db().modelCall.findFirstOrThrow({ where: { runId: p.runId, outcome: 'error' } });
    expect(call).toMatchObject({
      errorCode: 'provider_error',
      errorMessage: 'Internal server error',
      attempts: 3,
      role: 'writer',
    });

    const finishedBefore = new Set((await modelVersionsPerSection(p.stageId)).keys());
    expect(finishedBefore.size).toBeGreaterThanOrEqual(3);
    const stepsBefore = await stepKeys(p.runId);
    broken = null;
    const beforeRetry = server().requests.length;
    await retryRun({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, p.runId);
    expect((await db().project.findUniqueOrThrow({ where: { id: p.projectId } })).state).toBe('sections:generating');
    const resumed = await runToEnd(p.runId);
    expect(resumed.status, `${resumed.errorCode} ${resumed.errorMessage}`).toBe('succeeded');
    expect(resumed.attempts).toBe(2);

    const after = server().requests.slice(beforeRetry);
    const writesAfter = requestsPerSection(after, 'writer');
    for (const id of finishedBefore) expect(writesAfter.get(id), `section ${id} was written again`).toBeUndefined();
    // Only what had not finished was asked for: no request after the retry repeats a saved step.
    const askedAgain = after.map(
      (r) => `section:${requestSection(r)}:${requestKind(r) === 'writer' ? 'write' : 'review:1'}`,
    );
    expect(askedAgain.filter((key) => stepsBefore.includes(key))).toEqual([]);
    const versions = await modelVersionsPerSection(p.stageId);
    expect(ids.map((id) => versions.get(id))).toEqual(ids.map(() => 1));
    const keys = await stepKeys(p.runId);
    for (const id of ids)
      expect(keys).toEqual(expect.arrayContaining([`section:${id}:write`, `section:${id}:review:1`]));
    expect((await db().project.findUniqueOrThrow({ where: { id: p.projectId } })).state).toBe('sections:review');
    // Sections skipped as already done keep the status their steps gave them.
    for (const status of await sectionStatuses(p.stageId)) expect(['written', 'passed']).toContain(status);
    expect((await db().stage.findUniqueOrThrow({ where: { id: p.stageId } })).status).toBe('review');
  });

  it('a section whose review failed after it was written is reviewed on retry, not rewritten', async () => {
    const p = await pausedAtSections('fail-review@example.com');
    const from = server().requests.length;
    broken = (r) => requestKind(r) === 'section_review' && requestSectionTitle(r) === 'Part 2';
    const failed = await runToEnd(p.runId);
    await expectSettled(p.runId, from);
    expect(failed.status).toBe('failed');
    const ids = await sectionIds(p.stageId);
    expect((await modelVersionsPerSection(p.stageId)).get(ids[1])).toBe(1);

    broken = null;
    const beforeRetry = server().requests.length;
    await retryRun({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, p.runId);
    const resumed = await runToEnd(p.runId);
    expect(resumed.status, `${resumed.errorCode} ${resumed.errorMessage}`).toBe('succeeded');
    const after = server().requests.slice(beforeRetry);
    expect(requestsPerSection(after, 'writer').get(ids[1])).toBeUndefined();
    expect(requestsPerSection(after, 'section_review').get(ids[1])).toBe(1);
    const keys = await stepKeys(p.runId);
    for (const id of ids)
      expect(keys).toEqual(expect.arrayContaining([`section:${id}:write`, `section:${id}:review:1`]));
    const versions = await modelVersionsPerSection(p.stageId);
    expect(ids.map((id) => versions.get(id))).toEqual(ids.map(() => 1));
  });
});
