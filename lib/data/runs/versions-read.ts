import type { Prisma } from '../../generated/prisma/client';
import type { DbReader } from '../../db';
import { runParams, type RunKind } from './kinds';

interface RunTarget {
  projectId: string;
  stageId?: string;
  sectionId?: string;
  kind: RunKind;
  params: unknown;
}

/**
 * The current versions of what a new run will read, as they stand when it is asked for: a section
 * command's section; a loop's section, or its stage's artifact and sections; a generation's earlier
 * stages (and, for chapters written one by one, the chapters before the ones it writes). The run keeps
 * them, so what it read can be told from what the writer typed afterwards.
 */
export async function versionsToRead(db: DbReader, run: RunTarget): Promise<string[]> {
  const units = await unitsRead(db, run);
  if (!units) return [];
  const [stages, sections] = await Promise.all([
    units.stages
      ? db.stage.findMany({ where: { projectId: run.projectId, ...units.stages }, select: { currentVersionId: true } })
      : [],
    db.section.findMany({
      where: { projectId: run.projectId, deletedAt: null, ...units.sections },
      orderBy: [{ stageId: 'asc' }, { position: 'asc' }],
      select: { currentVersionId: true },
    }),
  ]);
  return [...stages, ...sections].flatMap((u) => (u.currentVersionId ? [u.currentVersionId] : []));
}

type Units = { stages?: Prisma.StageWhereInput; sections: Prisma.SectionWhereInput } | null;

async function unitsRead(db: DbReader, run: RunTarget): Promise<Units> {
  if (run.sectionId) return { sections: { id: run.sectionId } };
  if (run.kind === 'loop.round' || run.kind === 'loop.auto') {
    const { loopId } = runParams(run.kind, run.params);
    const loop = await db.loop.findFirst({ where: { id: loopId }, select: { stageId: true, sectionId: true } });
    if (!loop) return null;
    if (loop.sectionId) return { sections: { id: loop.sectionId } };
    return { stages: { id: loop.stageId }, sections: { stageId: loop.stageId } };
  }
  if (run.kind === 'stage.generate' && run.stageId) {
    const target = await db.stage.findFirst({ where: { id: run.stageId }, select: { position: true } });
    if (!target) return null;
    const { sectionIds } = runParams('stage.generate', run.params);
    const earlier = { position: { lt: target.position } };
    const ownEarlierChapters = sectionIds ? [{ stageId: run.stageId, id: { notIn: sectionIds } }] : [];
    return { stages: earlier, sections: { OR: [{ stage: earlier }, ...ownEarlierChapters] } };
  }
  return null;
}
