import type { Db } from '../../db';

/** A project with its stages in order and each stage's current artifact (what a run's handler reads). */
export function projectWithStages(db: Db, projectId: string) {
  return db.project.findUniqueOrThrow({
    where: { id: projectId },
    include: { stages: { orderBy: { position: 'asc' }, include: { currentVersion: { select: { data: true } } } } },
  });
}
