'use server';

import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { db } from '../db';
import {
  createShareLink as insertShareLink,
  deleteRevokedShareLink,
  reissueShareLink,
  revokeShareLink as markRevoked,
  setShareLinkExpiry,
} from '../data/share/links';
import { CreateShareLinkSchema, SetShareLinkExpirySchema, ShareLinkRefSchema } from './share.schema';
import { runAction } from '../authz/actions';

// Only the owner manages links. The one action a share token reaches is commenting through a
// comment link (./reader-comments.ts); nothing here takes a token.

/** What a link action answers: the change's value, or null when it has none. */
type Reply<T> = T extends void ? null : T;

/** Every link action has one shape: the owner's change to one project's links, then that page refreshed. */
function manageLinks<S extends z.ZodType<{ projectId: string }>, T>(
  name: string,
  schema: S,
  input: unknown,
  change: (ownerId: string, data: z.output<S>) => Promise<T>,
) {
  return runAction(name, schema, input, async (caller, data): Promise<Reply<T>> => {
    const result = await change(caller.id, data);
    revalidatePath(`/projects/${data.projectId}/share`);
    return (result ?? null) as Reply<T>;
  });
}

/** Returns the new link's token once; the page builds the URL from it and never sees it again. */
export async function createShareLink(input: unknown) {
  return manageLinks('createShareLink', CreateShareLinkSchema, input, (ownerId, data) =>
    insertShareLink({ db: db(), ownerId, projectId: data.projectId }, { input: data }),
  );
}

/** "Copy again": a fresh link with the same label, lifetime and right to comment; its token is returned once. */
export async function copyShareLinkAgain(input: unknown) {
  return manageLinks('copyShareLinkAgain', ShareLinkRefSchema, input, (ownerId, data) =>
    reissueShareLink({ db: db(), ownerId, projectId: data.projectId }, { linkId: data.linkId }),
  );
}

export async function revokeShareLink(input: unknown) {
  return manageLinks('revokeShareLink', ShareLinkRefSchema, input, (ownerId, data) =>
    markRevoked({ db: db(), ownerId, projectId: data.projectId }, data.linkId),
  );
}

export async function changeShareLinkExpiry(input: unknown) {
  return manageLinks('changeShareLinkExpiry', SetShareLinkExpirySchema, input, (ownerId, data) =>
    setShareLinkExpiry({ db: db(), ownerId, projectId: data.projectId }, { input: data }),
  );
}

export async function deleteShareLink(input: unknown) {
  return manageLinks('deleteShareLink', ShareLinkRefSchema, input, (ownerId, data) =>
    deleteRevokedShareLink({ db: db(), ownerId, projectId: data.projectId }, data.linkId),
  );
}
