'use server';

import {
  addReferences,
  confirmReference,
  deleteReference,
  importReferences,
  updateReference,
} from '../data/references/references';
import { translatorFor } from '../i18n/translator';
import { runAction } from '../authz/actions';
import { refreshProject as refresh } from './refresh';
import { AddReferenceSchema, ImportReferencesSchema, ReferenceRef, UpdateReferenceSchema } from './references.schema';

export async function importReferenceText(input: unknown) {
  return runAction('importReferences', ImportReferencesSchema, input, async (c, d, scope) => {
    const added = await importReferences(scope, { text: d.text, translate: translatorFor(c.locale) });
    refresh(d.projectId);
    return { added };
  });
}

export async function addReference(input: unknown) {
  return runAction('addReference', AddReferenceSchema, input, async (c, d, scope) => {
    const [row] = await addReferences(scope, { items: [d.item], verified: true });
    refresh(d.projectId);
    return { id: row.id, citationKey: row.citationKey };
  });
}

export async function updateReferenceEntry(input: unknown) {
  return runAction('updateReference', UpdateReferenceSchema, input, async (c, d, scope) => {
    await updateReference(scope, { referenceId: d.referenceId, fields: d.fields, before: d.before });
    refresh(d.projectId);
  });
}

export async function confirmReferenceEntry(input: unknown) {
  return runAction('confirmReference', ReferenceRef, input, async (c, d, scope) => {
    await confirmReference(scope, d.referenceId);
    refresh(d.projectId);
  });
}

export async function deleteReferenceEntry(input: unknown) {
  return runAction('deleteReference', ReferenceRef, input, async (c, d, scope) => {
    await deleteReference(scope, d.referenceId);
    refresh(d.projectId);
  });
}
