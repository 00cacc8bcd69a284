'use server';

// The bible panel reads the list again after each change: no page renders again, but for a ripple's rounds.

import { db } from '../db';
import { addBibleEntry, deleteBibleEntry, updateBibleEntry } from '../data/bible/entries';
import { translatorFor } from '../i18n/translator';
import { runAction } from '../authz/actions';
import { queued } from './refresh';
import { previewBibleChange } from '../data/ripples/preview-bible-change';
import { saveBibleChangeWithRipple } from '../data/ripples/save-bible-change';
import { AddBibleEntrySchema, BibleEntryRef, PreviewBibleEntrySchema, UpdateBibleEntrySchema } from './bible.schema';

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
  return runAction('updateBibleEntry', UpdateBibleEntrySchema, input, async (c, d, scope) => {
    const { projectId: _, entryId, version, ripple, ...entry } = d;
    const translate = translatorFor(c.locale);
    if (ripple)
      return queued(
        d.projectId,
        await saveBibleChangeWithRipple(scope, { change: { entryId, entry }, version, translate }),
      );
    await updateBibleEntry(scope, { target: { entryId, version }, entry, translate });
    return { proposed: 0, runId: null };
  });
}

/** What saving the entry as the form holds it would rename across the book; nothing is written. */
export async function previewBibleEdit(input: unknown) {
  return runAction('previewBibleEntry', PreviewBibleEntrySchema, input, async (c, d, scope) => {
    const { projectId: _, entryId, ...entry } = d;
    return previewBibleChange(scope, { entryId, entry });
  });
}

export async function removeBibleEntry(input: unknown) {
  return runAction('deleteBibleEntry', BibleEntryRef, input, async (c, d, scope) => {
    await deleteBibleEntry(scope, d.entryId);
  });
}
