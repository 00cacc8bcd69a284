'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import { createShareLink as insertShareLink, revokeShareLink as markRevoked } from '../data/share-links';
import { CreateShareLinkSchema, RevokeShareLinkSchema } from './share.schema';
import { runAction } from './run-action';

// Only the owner manages links. No action anywhere takes a share token: shared pages have no actions.

/** Returns the new link's token once; the page builds the URL from it and never sees it again. */
export async function createShareLink(input: unknown) {
  return runAction('createShareLink', CreateShareLinkSchema, input, async (caller, data) => {
    const link = await insertShareLink(db(), caller.id, data.projectId, { label: data.label, expiry: data.expiry });
    revalidatePath(`/projects/${data.projectId}/share`);
    return link;
  });
}

export async function revokeShareLink(input: unknown) {
  return runAction('revokeShareLink', RevokeShareLinkSchema, input, async (caller, data) => {
    await markRevoked(db(), caller.id, data.projectId, data.linkId);
    revalidatePath(`/projects/${data.projectId}/share`);
    return null;
  });
}
