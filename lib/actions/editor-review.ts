'use server';

import { revalidatePath } from 'next/cache';
import { importEditorReview } from '../data/refinement/editor-review';
import { ExpectedError } from '../errors';
import { translatorFor } from '../i18n/translator';
import { readUploadedEditorDocx } from '../import/editor-upload';
import { runAction } from '../authz/actions';
import { ImportEditorDocxSchema } from './editor-review.schema';

/** The .docx an editor sent back: their comments and tracked changes wait for the stage's next manual round. */
export async function importEditorDocx(input: unknown) {
  return runAction('importEditorDocx', ImportEditorDocxSchema, input, async (caller, data, scope) => {
    const t = translatorFor(caller.locale);
    const fileProblem = (problem: string) =>
      new ExpectedError('invalid_input', { fieldErrors: { file: t(`editorReview.problem.${problem}`) } });
    const read = await readUploadedEditorDocx(data.file);
    if (!read.ok) throw fileProblem(read.problem);
    try {
      const result = await importEditorReview(scope, { stageKey: data.stageKey, reading: read.reading });
      revalidatePath(`/projects/${data.projectId}`, 'layout');
      return result;
    } catch (error) {
      if (error instanceof ExpectedError && error.details?.reason === 'too_many_marks')
        throw fileProblem('too_many_marks');
      throw error;
    }
  });
}
