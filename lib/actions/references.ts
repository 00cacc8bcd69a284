'use server';

import { db } from '../db';
import { addReferences, confirmReference, deleteReference, importReferences } from '../data/references/references';
import { translatorFor } from '../i18n/translator';
import { runAction } from '../authz/actions';
import { refreshProject as refresh } from './refresh';
import { AddReferenceSchema, ImportReferencesSchema, ReferenceRef } from './references.schema';

export async function importReferenceText(input: unknown) {
  return runAction('importReferences', ImportReferencesSchema, input, async (c, d) => {
    const rows = await importReferences(db(), c.id, d.projectId, d.text, translatorFor(c.locale));
    refresh(d.projectId);
    return { added: rows.length };
  });
}

export async function addReference(input: unknown) {
  return runAction('addReference', AddReferenceSchema, input, async (c, d) => {
    const [row] = await addReferences(db(), c.id, d.projectId, [d.item], true);
    refresh(d.projectId);
    return { id: row.id, citationKey: row.citationKey };
  });
}

export async function confirmReferenceEntry(input: unknown) {
  return runAction('confirmReference', ReferenceRef, input, async (c, d) => {
    await confirmReference(db(), c.id, d.projectId, d.referenceId);
    refresh(d.projectId);
  });
}

export async function deleteReferenceEntry(input: unknown) {
  return runAction('deleteReference', ReferenceRef, input, async (c, d) => {
    await deleteReference(db(), c.id, d.projectId, d.referenceId);
    refresh(d.projectId);
  });
}
