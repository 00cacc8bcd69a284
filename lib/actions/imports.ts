'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import { importRewriteProject, importSections } from '../data/projects/import-manuscript';
import { ExpectedError } from '../errors';
import { translatorFor } from '../i18n/translator';
import type { AppLocale } from '../i18n/locales';
import { fileStem, readUploadedManuscript } from '../import/manuscript';
import { splitManuscript } from '../text/manuscript-sections';
import { ImportProjectSchema, ImportSectionsSchema } from './imports.schema';
import { runAction } from '../authz/actions';

/** A file problem as a message on the form's file field. */
const fileProblem = (locale: AppLocale, problem: string) =>
  new ExpectedError('invalid_input', {
    fieldErrors: { file: translatorFor(locale)(`import.problem.${problem}`) },
  });

async function readOrRefuse(locale: AppLocale, file: unknown): Promise<{ markdown: string; stem: string }> {
  const read = await readUploadedManuscript(file);
  if (!read.ok) throw fileProblem(locale, read.problem);
  return { markdown: read.markdown, stem: fileStem((file as File).name) };
}

/** A .docx or Markdown manuscript as a new rewrite project, the file being its original document. */
export async function importManuscriptProject(input: unknown) {
  return runAction('importManuscriptProject', ImportProjectSchema, input, async (caller, data) => {
    const { markdown, stem } = await readOrRefuse(caller.locale, data.file);
    const title = splitManuscript(markdown, stem).title ?? stem;
    const project = await importRewriteProject(db(), caller.id, { title, markdown });
    revalidatePath('/projects');
    return project;
  });
}

/** A manuscript's parts, cut at its headings, appended to a story's or a paper's sections stage. */
export async function importManuscriptSections(input: unknown) {
  return runAction('importManuscriptSections', ImportSectionsSchema, input, async (caller, data, scope) => {
    const { markdown, stem } = await readOrRefuse(caller.locale, data.file);
    try {
      const { sections } = splitManuscript(markdown, stem);
      const result = await importSections(scope, { stageKey: data.stageKey, sections });
      revalidatePath(`/projects/${data.projectId}`, 'layout');
      return { count: result.sectionIds.length };
    } catch (error) {
      const reason = error instanceof ExpectedError ? error.details?.reason : undefined;
      if (reason?.startsWith('import_')) throw fileProblem(caller.locale, reason.slice('import_'.length));
      throw error;
    }
  });
}
