'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import { adminRetryRun } from '../data/admin/retry-run';
import { runAdminAction } from '../authz/actions';
import { enqueueRun } from '../data/runs/enqueue';
import {
  adminCreateAccount,
  adminDeleteAccount,
  adminResetPassword,
  adminSetDisabled,
  adminSetRole,
  adminSetSignUpMode,
} from '../data/admin/accounts';
import { clearModelPrice, setModelPrice } from '../data/admin/prices';
import {
  ClearPriceSchema,
  CreateAccountSchema,
  DeleteAccountSchema,
  ResetPasswordSchema,
  RetryFailedRunSchema,
  SetDisabledSchema,
  SetPriceSchema,
  SetRoleSchema,
  SignUpModeSchema,
} from './admin.schema';

/** Re-enqueues any project's failed run; the retry is written to the audit log. Not found for non-admins. */
export async function retryFailedRun(input: unknown) {
  return runAdminAction('retryFailedRun', RetryFailedRunSchema, input, async (admin, data) => {
    const result = await adminRetryRun(db(), admin.id, data.runId);
    // The run row is committed as queued: should this send fail, the sweeper re-sends it.
    await enqueueRun(result.runId).catch((error) =>
      console.error('[admin] enqueue failed; the sweeper will retry', error),
    );
    revalidatePath('/admin/runs');
    revalidatePath('/admin/audit');
    return { runId: result.runId };
  });
}

/** A new random password for a user, shown to the admin once; the user's sessions all end. */
export async function resetUserPassword(input: unknown) {
  return runAdminAction('resetUserPassword', ResetPasswordSchema, input, async (admin, data) => {
    const result = await adminResetPassword(db(), admin.id, data.userId);
    revalidatePath('/admin/audit');
    return result;
  });
}

export async function setSignUpMode(input: unknown) {
  return runAdminAction('setSignUpMode', SignUpModeSchema, input, async (admin, data) => {
    await adminSetSignUpMode(db(), admin.id, data.mode);
    revalidatePath('/admin/users');
    return null;
  });
}

/** Opens an account (how people join an invite-only site); its one-time password is returned once. */
export async function createAccount(input: unknown) {
  return runAdminAction('createAccount', CreateAccountSchema, input, async (admin, data) => {
    const result = await adminCreateAccount(db(), admin.id, data);
    revalidatePath('/admin/users');
    return result;
  });
}

/** Disables an account (no sign-in, sessions end) or enables it again; never the admin's own. */
export async function setAccountDisabled(input: unknown) {
  return runAdminAction('setAccountDisabled', SetDisabledSchema, input, async (admin, data) => {
    await adminSetDisabled(db(), admin.id, data.userId, data.disabled);
    revalidatePath('/admin/users');
    revalidatePath('/admin/audit');
    return null;
  });
}

/** A model's price per 1M tokens (input, cached input, output): every estimate and cost uses it from now on. */
export async function setPrice(input: unknown) {
  return runAdminAction('setPrice', SetPriceSchema, input, async (admin, data) => {
    await setModelPrice(db(), admin.id, data);
    revalidatePath('/admin/prices');
    return null;
  });
}

/** Makes an account an admin, or a writer again; never the admin's own. */
export async function setAccountRole(input: unknown) {
  return runAdminAction('setAccountRole', SetRoleSchema, input, async (admin, data) => {
    await adminSetRole(db(), admin.id, data.userId, data.role);
    revalidatePath('/admin/users');
    revalidatePath('/admin/audit');
    return null;
  });
}

/** Deletes a writer's account and its projects; never the admin's own, never an admin's. */
export async function deleteAccount(input: unknown) {
  return runAdminAction('deleteAccount', DeleteAccountSchema, input, async (admin, data) => {
    const result = await adminDeleteAccount(db(), admin.id, data.userId);
    revalidatePath('/admin/users');
    revalidatePath('/admin/audit');
    return result;
  });
}

/** The model goes back to its MODEL_PRICES default (or to no price). */
export async function clearPrice(input: unknown) {
  return runAdminAction('clearPrice', ClearPriceSchema, input, async (admin, data) => {
    await clearModelPrice(db(), admin.id, data.model);
    revalidatePath('/admin/prices');
    return null;
  });
}
