'use server';

// The bible panel reads the list again after each change: no page renders again.

import { db } from '../db';
import { addBibleEntry, deleteBibleEntry, updateBibleEntry } from '../data/bible/entries';
import { translatorFor } from '../i18n/translator';
import { runAction } from '../authz/actions';
import { AddBibleEntrySchema, BibleEntryRef, UpdateBibleEntrySchema } from './bible.schema';

export async function createBibleEntry(input: unknown) {
  return runAction('addBibleEntry', AddBibleEntrySchema, input, async (c, { projectId, ...entry }) => {
    const row = await addBibleEntry(
      { db: db(), ownerId: c.id, projectId },
      { entry, translate: translatorFor(c.locale) },
    );
    return { id: row.id };
  });
}

export async function editBibleEntry(input: unknown) {
  return runAction('updateBibleEntry', UpdateBibleEntrySchema, input, async (c, d) => {
    const { projectId, entryId, version, ...entry } = d;
    await updateBibleEntry(
      { db: db(), ownerId: c.id, projectId },
      { target: { entryId, version }, entry, translate: translatorFor(c.locale) },
    );
  });
}

export async function removeBibleEntry(input: unknown) {
  return runAction('deleteBibleEntry', BibleEntryRef, input, async (c, d, scope) => {
    await deleteBibleEntry(scope, d.entryId);
  });
}
