'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import {
  createShareLink as insertShareLink,
  deleteRevokedShareLink,
  reissueShareLink,
  revokeShareLink as markRevoked,
  setShareLinkExpiry,
} from '../data/share-links';
import { CreateShareLinkSchema, SetShareLinkExpirySchema, ShareLinkRefSchema } from './share.schema';
import { runAction } from './run-action';

// Only the owner manages links. No action anywhere takes a share token: shared pages have no actions.

const refresh = (projectId: string) => revalidatePath(`/projects/${projectId}/share`);

/** Returns the new link's token once; the page builds the URL from it and never sees it again. */
export async function createShareLink(input: unknown) {
  return runAction('createShareLink', CreateShareLinkSchema, input, async (caller, data) => {
    const link = await insertShareLink(db(), caller.id, data.projectId, { label: data.label, expiry: data.expiry });
    refresh(data.projectId);
    return link;
  });
}

/** "Copy again": a fresh link with the same label and lifetime; its token is returned once. */
export async function copyShareLinkAgain(input: unknown) {
  return runAction('copyShareLinkAgain', ShareLinkRefSchema, input, async (caller, data) => {
    const link = await reissueShareLink(db(), caller.id, data.projectId, data.linkId);
    refresh(data.projectId);
    return link;
  });
}

export async function revokeShareLink(input: unknown) {
  return runAction('revokeShareLink', ShareLinkRefSchema, input, async (caller, data) => {
    await markRevoked(db(), caller.id, data.projectId, data.linkId);
    refresh(data.projectId);
    return null;
  });
}

export async function changeShareLinkExpiry(input: unknown) {
  return runAction('changeShareLinkExpiry', SetShareLinkExpirySchema, input, async (caller, data) => {
    await setShareLinkExpiry(db(), caller.id, data.projectId, { linkId: data.linkId, expiry: data.expiry });
    refresh(data.projectId);
    return null;
  });
}

export async function deleteShareLink(input: unknown) {
  return runAction('deleteShareLink', ShareLinkRefSchema, input, async (caller, data) => {
    await deleteRevokedShareLink(db(), caller.id, data.projectId, data.linkId);
    refresh(data.projectId);
    return null;
  });
}
