import 'server-only';
import { ExpectedError, isId } from '../errors';
import { gatherExport } from './gather';
import type { ExportBundle } from './types';
import type { BibliographyEntry } from '../workflow/references/render';
import type { DbReader, ProjectScope } from '../db';
import { PROJECT_IDENTITY_SELECT, projectIdentity } from '../data/projects/identity';

/**
 * One of the owner's projects, assembled for export from its stages' current artifacts and its live
 * sections' current texts. Someone else's project, an unknown id and a malformed one are all
 * "not found". A project still in progress exports as a draft (see gatherExport).
 */
export async function loadAssembledDocument({ db, ownerId, projectId }: ProjectScope<DbReader>): Promise<ExportBundle> {
  if (!isId(projectId)) throw new ExpectedError('not_found');
  const p = await db.project.findFirst({
    where: { id: projectId, ownerId },
    select: {
      ...PROJECT_IDENTITY_SELECT,
      engine: true,
      config: true,
      createdAt: true,
      updatedAt: true,
      owner: { select: { name: true } },
      references: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { item: true, verified: true } },
      stages: {
        orderBy: { position: 'asc' },
        select: {
          key: true,
          status: true,
          currentVersion: { select: { data: true } },
          sections: {
            where: { deletedAt: null },
            orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
            select: {
              id: true,
              key: true,
              displayNumber: true,
              title: true,
              status: true,
              currentVersion: { select: { text: true } },
            },
          },
        },
      },
    },
  });
  if (!p) throw new ExpectedError('not_found');
  return gatherExport({
    project: {
      ...projectIdentity(p),
      author: p.owner.name,
      engine: p.engine,
      config: p.config,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    },
    stages: p.stages.map((s) => ({ key: s.key, status: s.status, data: s.currentVersion?.data ?? null })),
    sections: p.stages.flatMap((stage) =>
      stage.sections.map((s) => ({
        id: s.id,
        key: s.key,
        stageKey: stage.key,
        displayNumber: s.displayNumber,
        title: s.title,
        status: s.status,
        text: s.currentVersion?.text ?? '',
      })),
    ),
    references:
      p.template === 'paper'
        ? p.references.map((r) => ({ item: r.item as BibliographyEntry['item'], verified: r.verified }))
        : undefined,
  });
}
