'use server';

import { revalidatePath } from 'next/cache';
import { db } from '../db';
import { ExpectedError } from '../errors';
import {
  createProject as insertProject,
  deleteProject as removeProject,
  renameProject as retitleProject,
} from '../data/projects/projects';
import { restoreProject as untrashProject } from '../data/projects/trash';
import { templateOf } from '../workflow/templates';
import {
  CreateProjectSchema,
  DeleteProjectSchema,
  ProposeQuestionsSchema,
  RenameProjectSchema,
  RestoreProjectSchema,
  SaveClarificationsSchema,
} from './projects.schema';
import { saveClarifications as storeClarifications } from '../data/projects/rewrite-original';
import { runAction } from '../authz/actions';
import { translatorFor } from '../i18n/translator';
import { fieldErrors } from '../validation';
import { modelConfigured } from '../env';
import { OfflineEngine } from '../engine/offline/index';
import { isMostlyCjk } from '../text/count';

export async function createProject(input: unknown) {
  return runAction('createProject', CreateProjectSchema, input, async (caller, data) => {
    const config = templateOf(data.template).config.safeParse(data.config);
    if (!config.success) {
      const errors = fieldErrors(config.error, translatorFor(caller.locale));
      const prefixed = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`config.${k}`, v]));
      throw new ExpectedError('invalid_input', { fieldErrors: prefixed });
    }
    // Choosing the model with none configured would silently run offline; say so instead.
    if (data.engine === 'model' && !modelConfigured()) {
      throw new ExpectedError('invalid_input', {
        fieldErrors: { engine: translatorFor(caller.locale)('engine.modelNotConfigured') },
      });
    }
    const project = await insertProject(db(), caller.id, {
      template: data.template,
      title: data.title,
      mode: data.mode,
      engine: data.engine === 'default' ? null : data.engine,
      config: config.data as Record<string, unknown>,
    });
    revalidatePath('/projects');
    return project;
  });
}

export async function renameProject(input: unknown) {
  return runAction('renameProject', RenameProjectSchema, input, async (caller, data, scope) => {
    const result = await retitleProject(scope, { title: data.title, version: data.version });
    revalidatePath('/projects');
    revalidatePath(`/projects/${data.projectId}`);
    return result;
  });
}

/** Moves the project to the trash when the typed title matches; restorable for 30 days. */
export async function deleteProject(input: unknown) {
  return runAction('deleteProject', DeleteProjectSchema, input, async (caller, data, scope) => {
    try {
      await removeProject(scope, { confirmTitle: data.confirmTitle });
    } catch (error) {
      if (error instanceof ExpectedError && error.details?.reason === 'title_mismatch') {
        throw new ExpectedError('invalid_input', {
          fieldErrors: { confirmTitle: translatorFor(caller.locale)('settings.deleteMismatch') },
        });
      }
      throw error;
    }
    revalidatePath('/projects');
    return null;
  });
}

export async function restoreProject(input: unknown) {
  return runAction(
    'restoreProject',
    RestoreProjectSchema,
    input,
    async (caller, data, scope) => {
      await untrashProject(scope);
      revalidatePath('/projects');
      return null;
    },
    { includeTrashed: true },
  );
}

/**
 * Clarification questions for a rewrite, proposed from the original's vague wording while the writer
 * fills in the form. The offline engine answers at once; no model is called inside a request.
 */
export async function proposeRewriteQuestions(input: unknown) {
  return runAction('proposeRewriteQuestions', ProposeQuestionsSchema, input, async (_caller, data) => {
    const language = data.language ?? (isMostlyCjk(data.originalDocument) ? 'zh' : 'en');
    const { value } = await new OfflineEngine().proposeQuestions({
      document: data.originalDocument,
      language,
      goal: '',
      asked: data.asked,
    });
    return value.map((q) => q.question);
  });
}

/** A rewrite's questions about its original and the writer's answers; they go into every later prompt. */
export async function saveClarifications(input: unknown) {
  return runAction('saveClarifications', SaveClarificationsSchema, input, async (_caller, data, scope) => {
    const saved = await storeClarifications(scope, data);
    revalidatePath(`/projects/${data.projectId}`);
    return saved;
  });
}
