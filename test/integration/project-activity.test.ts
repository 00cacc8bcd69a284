import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { recordProjectActivity } from '../../lib/data/projects/record-activity';

useTestDatabase();

let projectId: string;
const HOUR_AGO = () => new Date(Date.now() - 3_600_000);
const lastActivity = async () =>
  (await db().project.findUniqueOrThrow({ where: { id: projectId } })).lastActivityAt.getTime();

beforeAll(async () => {
  const ownerId = (await makeUser('activity@example.com')).id;
  projectId = (await makeProject(ownerId, 'story')).id;
});

describe('a project’s last activity, to the minute', () => {
  it('is recorded by a save, and a save within the minute after asks the database nothing', async () => {
    await db().project.update({ where: { id: projectId }, data: { lastActivityAt: HOUR_AGO() } });
    const before = Date.now();
    await recordProjectActivity(db(), projectId);
    const recorded = await lastActivity();
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);

    // Within the minute this process already recorded it: another save does not write, even when the
    // row was moved back meanwhile (the guarded update would change nothing on a row it had just set).
    const older = HOUR_AGO();
    await db().project.update({ where: { id: projectId }, data: { lastActivityAt: older } });
    await recordProjectActivity(db(), projectId);
    expect(await lastActivity()).toBe(older.getTime());
  });
});
