'use server';

import { revalidatePath } from 'next/cache';
import { env, modelConfigured } from '../env';
import { ExpectedError } from '../errors';
import { modelChoices, testConnection, unlistedIn, type ConnectionTest } from '../engine/model/server/choices';
import type { ModelRole } from '../engine/types';
import { projectModelSettings, saveProjectModelSettings } from '../data/projects/model-settings';
import { translatorFor } from '../i18n/translator';
import type { AppLocale } from '../i18n/locales';
import { SaveModelSettingsSchema, TestModelConnectionSchema } from './model-settings.schema';
import { runAction } from '../authz/actions';
import { db } from '../db';
import { takeAttempt } from '../data/users/attempt-throttle';

const refused = (fields: Record<string, string>) => new ExpectedError('invalid_input', { fieldErrors: fields });

const notConfigured = (locale: AppLocale) => refused({ engine: translatorFor(locale)('engine.modelNotConfigured') });

/** Names the server does not list (where it lists its models), as field errors by role. */
async function refuseUnlisted(locale: AppLocale, models: Partial<Record<ModelRole, string>>): Promise<void> {
  if (!Object.keys(models).length) return;
  const choices = await modelChoices(env());
  const t = translatorFor(locale);
  const errors = Object.fromEntries(
    Object.entries(models)
      .filter(([, name]) => unlistedIn(choices, name))
      .map(([role, name]) => [`models.${role}`, t('modelSettings.unlisted', { model: name })]),
  );
  if (Object.keys(errors).length) throw refused(errors);
}

/** The project's engine and model per role. The model engine needs an endpoint; names must be ones the server lists. */
export async function saveModelSettings(input: unknown) {
  return runAction('saveModelSettings', SaveModelSettingsSchema, input, async (caller, data, scope) => {
    if (data.engine === 'model' && !modelConfigured()) throw notConfigured(caller.locale);
    const models = Object.fromEntries(Object.entries(data.models).filter(([, name]) => name)) as Partial<
      Record<ModelRole, string>
    >;
    if (modelConfigured()) await refuseUnlisted(caller.locale, models);
    await saveProjectModelSettings(scope, {
      engine: data.engine === 'default' ? null : data.engine,
      models,
    });
    revalidatePath(`/projects/${data.projectId}`);
    return null;
  });
}

const MODEL_TEST_LIMIT = { count: 6, windowSeconds: 60 };

/** One tiny request to the model a role would use, with its latency and answer (or the provider's reason). */
export async function testModelConnection(input: unknown) {
  return runAction(
    'testModelConnection',
    TestModelConnectionSchema,
    input,
    async (caller, data, scope): Promise<ConnectionTest> => {
      if (!modelConfigured()) throw notConfigured(caller.locale);
      // Each test is a request to the provider, paid for and rate-limited there: a few a minute per writer.
      await takeAttempt(db(), `model-test:${caller.id}`, MODEL_TEST_LIMIT);
      if (data.model) await refuseUnlisted(caller.locale, { [data.role]: data.model });
      const model = data.model === undefined ? (await projectModelSettings(scope)).models[data.role] : data.model;
      return testConnection(env(), data.role, model || undefined);
    },
  );
}
