import 'server-only';
import { after } from 'next/server';
import { db } from '../db';
import { runAction } from '../authz/actions';
import { recordProjectActivity } from '../data/projects/record-activity';
import { saveSectionText } from '../data/versions/save-section';
import { SaveSectionSchema } from './stages.schema';

/**
 * A section's new text from its editor, for the saveSection action and the editor's JSON route
 * (app/api/sections/text) alike. The answer is all the page needs (the new edit version and the
 * count): no page renders again.
 */
export function saveSectionFromEditor(input: unknown) {
  return runAction('saveSection', SaveSectionSchema, input, async (c, d, scope) => {
    const saved = await saveSectionText(scope, {
      sectionId: d.sectionId,
      baseVersion: d.version,
      text: d.text,
      editSession: d.editSession,
    });
    after(() => recordProjectActivity(db(), d.projectId));
    return saved;
  });
}
