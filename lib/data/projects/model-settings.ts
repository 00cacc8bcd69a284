import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { MODEL_ROLES, type EngineKind, type ModelRole } from '../../engine/types';
import { changeProject } from '../versions/edit-guard';

/** A project's engine (null: the deployment's default) and its model name per role (unset: the deployment's). */
export interface ProjectModelSettings {
  engine: EngineKind | null;
  models: Partial<Record<ModelRole, string>>;
}

/** Only known roles with a non-blank name survive, whatever the stored JSON holds. */
function modelsOf(stored: unknown): Partial<Record<ModelRole, string>> {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const models: Partial<Record<ModelRole, string>> = {};
  for (const role of MODEL_ROLES) {
    const name = raw[role];
    if (typeof name === 'string' && name.trim()) models[role] = name.trim();
  }
  return models;
}

export async function projectModelSettings({
  db,
  ownerId,
  projectId: id,
}: ProjectScope): Promise<ProjectModelSettings> {
  const p = await db.project.findFirst({
    where: { id, ownerId, deletedAt: null },
    select: { engine: true, modelOverrides: true },
  });
  if (!p) throw new ExpectedError('not_found');
  return { engine: p.engine, models: modelsOf(p.modelOverrides) };
}

/** Replaces the project's engine choice and model names; the worker reads them at the start of every step group. */
export async function saveProjectModelSettings(
  { db, ownerId, projectId: id }: ProjectScope,
  settings: ProjectModelSettings,
): Promise<void> {
  const models = modelsOf(settings.models);
  const saved = await changeProject(
    db,
    { id, ownerId, deletedAt: null },
    { engine: settings.engine, modelOverrides: Object.keys(models).length ? models : Prisma.DbNull },
  );
  if (!saved) throw new ExpectedError('not_found');
}
