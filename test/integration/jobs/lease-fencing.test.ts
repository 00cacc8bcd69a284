import { describe, expect, it } from 'vitest';
import { executeRun } from '../../../lib/jobs/execute-run';
import '../../../lib/jobs/handlers';
import type { ReceivedRequest } from '../../support/openai-server';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, modelVersionsPerSection, patchConfig, stepKeys, sectionStatuses } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import {
  requestKind,
  requestSectionTitle,
  requestsPerSection,
  scriptedStep,
  withDelay,
} from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { waitFor } from '../../support/wait';

const SECTIONS = 6;
let stalled = false;
/** The first write of part 3 answers late (its worker "stalls"); every other reply takes 200 ms. */
function respond(request: ReceivedRequest) {
  const first = requestKind(request) === 'writer' && requestSectionTitle(request) === 'Part 3' && !stalled;
  if (first) stalled = true;
  return withDelay(scriptedStep(request, SECTIONS), first ? 1_000 : 200);
}
useTestDatabase();
// A long lease: no heartbeat renews it during the test, so the test decides when it expires.
const server = useModelServer(respond, { RUN_LEASE_SECONDS: '3600', PARALLEL_SECTIONS: '1' });

// DESIGN §8: a worker that stalls past its lease loses the run; whoever claims it next finishes it,
// and the stalled attempt can write nothing when it wakes, even when the same worker process
// (through its own sweeper) is the one that claimed the run again.
describe('lease fencing', () => {
  it('a stalled attempt cannot write after its run was claimed again, even by the same worker', async () => {
    const owner = await makeUser('fencing@example.com');
    const { id } = await makeProject(owner.id, 'paper');
    await patchConfig(id, { maxSectionRewrites: 0 });
    const { runId } = await driveStaged(owner.id, id, 'sections');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'sections' } });

    const stalledAttempt = executeRun(runId!, 'worker-same');
    await waitFor('the first attempt to wait on its slow call', async () => stalled);
    // Its lease runs out while it waits; the sweeper re-sends the job and the same worker takes it.
    await db().run.update({ where: { id: runId! }, data: { leaseExpiresAt: new Date(Date.now() - 1_000) } });
    await executeRun(runId!, 'worker-same');
    await stalledAttempt;

    const run = await db().run.findUniqueOrThrow({ where: { id: runId! } });
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
    expect(run.attempts).toBe(2);
    const sections = await db().section.findMany({ where: { stageId: stage.id }, orderBy: { position: 'asc' } });
    const versions = await modelVersionsPerSection(stage.id);
    expect(sections.map((s) => versions.get(s.id))).toEqual(sections.map(() => 1));
    // Part 3 was asked twice (the stalled call and the new attempt's), and saved once.
    expect(requestsPerSection(server().requests, 'writer').get(sections[2].id)).toBe(2);
    const keys = await stepKeys(runId!);
    expect(keys).toHaveLength(new Set(keys).size);
    expect((await db().stage.findUniqueOrThrow({ where: { id: stage.id } })).status).toBe('review');
    // Sections skipped as already done keep the status their steps gave them.
    for (const status of await sectionStatuses(stage.id)) expect(['written', 'passed']).toContain(status);
  });
});
