import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject } from '../support/projects';
import { adminDeleteAccount, adminResetPassword, adminSetDisabled, adminSetRole } from '../../lib/data/admin/accounts';
import { adminOverview } from '../../lib/data/admin/overview';
import { createUser } from '../../lib/data/users/accounts';
import { findCallerRow } from '../../lib/data/users/caller-row';
import { signInWithPassword } from '../../lib/auth/sign-in';
import { ExpectedError } from '../../lib/errors';

useTestDatabase();

const PASSWORD = 'quiet-river-lantern-42';
const account = (email: string, role: 'writer' | 'admin' = 'writer') =>
  createUser(db(), { email, name: email.split('@')[0], password: PASSWORD, locale: 'en', role });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof ExpectedError ? (e.details?.messageKey ?? e.code) : e),
  );

// What an admin may do to an account, on real Postgres: never to their own (they would lock
// themselves out), and every act in the audit log.
describe('an admin and the accounts', () => {
  it('disables an account: it cannot sign in and its sessions are refused; enabled, it can again', async () => {
    const admin = await account('boss@example.com', 'admin');
    const writer = await account('ink@example.com');
    await adminSetDisabled(db(), admin.id, writer.id, true);
    expect(await signInWithPassword(db(), { email: 'ink@example.com', password: PASSWORD }, '192.0.2.1')).toEqual({
      ok: false,
      code: 'invalid',
    });
    expect(await findCallerRow(db(), writer.id)).toBeNull();
    await adminSetDisabled(db(), admin.id, writer.id, false);
    expect((await signInWithPassword(db(), { email: 'ink@example.com', password: PASSWORD }, '192.0.2.1')).ok).toBe(
      true,
    );
    const actions = await db().auditLog.findMany({ where: { targetId: writer.id }, orderBy: { createdAt: 'asc' } });
    expect(actions.map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('never resets, disables, demotes or deletes the admin’s own account', async () => {
    const admin = await account('self@example.com', 'admin');
    for (const act of [
      adminResetPassword(db(), admin.id, admin.id),
      adminSetDisabled(db(), admin.id, admin.id, true),
      adminSetRole(db(), admin.id, admin.id, 'writer'),
      adminDeleteAccount(db(), admin.id, admin.id),
    ])
      expect(await refusal(act)).toBe('adminUsers.notYourself');
    expect(await db().user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      role: 'admin',
      disabledAt: null,
    });
  });

  it('promotes and demotes; deletes a writer with their projects, never an admin', async () => {
    const admin = await account('chief@example.com', 'admin');
    const writer = await account('quill@example.com');
    await makeProject(writer.id, 'story');
    await adminSetRole(db(), admin.id, writer.id, 'admin');
    expect(await refusal(adminDeleteAccount(db(), admin.id, writer.id))).toBe('adminUsers.demoteFirst');
    await adminSetRole(db(), admin.id, writer.id, 'writer');
    expect(await adminDeleteAccount(db(), admin.id, writer.id)).toEqual({ email: 'quill@example.com' });
    expect(await db().user.count({ where: { id: writer.id } })).toBe(0);
    expect(await db().project.count({ where: { ownerId: writer.id } })).toBe(0);
    expect((await db().auditLog.findFirstOrThrow({ where: { action: 'user.delete' } })).details).toEqual({
      email: 'quill@example.com',
    });
  });

  it('counts the dashboard’s figures over the windows they name', async () => {
    const writer = await account('busy@example.com');
    const { id: projectId } = await makeProject(writer.id, 'story');
    const now = new Date();
    await db().run.createMany({
      data: [
        { projectId, kind: 'stage.generate', status: 'failed', finishedAt: now },
        { projectId, kind: 'stage.generate', status: 'failed', finishedAt: new Date(now.getTime() - 3 * 86_400_000) },
      ],
    });
    const overview = await adminOverview(db(), new Date(now.getTime() + 1000), {});
    expect(overview.failedRuns).toEqual({ total: 2, lastDay: 1 });
    expect(overview.activeWriters).toBeGreaterThanOrEqual(1);
    expect(overview.roundsToday).toBe(0);
    expect(overview.week).toEqual({ tokens: 0, cost: 0 });
  });
});
