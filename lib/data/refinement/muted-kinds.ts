import type { DbReader, ProjectScope } from '../../db';
import { notFound } from '../../errors';
import { ACCEPTED_STATUSES } from '../../workflow/suggestions';
import { mutedKinds, type KindTally, type MutedKind } from '../../workflow/loop/muted-kinds';

/** The writer's decisions per kind of finding in the project. */
async function kindTallies(db: DbReader, projectId: string): Promise<KindTally[]> {
  const rows = await db.suggestion.groupBy({
    by: ['role', 'type', 'status'],
    where: { projectId, status: { in: [...ACCEPTED_STATUSES, 'rejected'] } },
    _count: { _all: true },
  });
  const tallies = new Map<string, KindTally>();
  for (const r of rows) {
    const key = `${r.role}\u241F${r.type}`;
    const tally = tallies.get(key) ?? { role: r.role, type: r.type, rejected: 0, accepted: 0 };
    if (r.status === 'rejected') tally.rejected += r._count._all;
    else tally.accepted += r._count._all;
    tallies.set(key, tally);
  }
  return [...tallies.values()];
}

/** The kinds of finding muted in a project by the writer's rejections (read by the assess step and the stage page). */
export async function projectMutedKinds(db: DbReader, projectId: string): Promise<MutedKind[]> {
  const [tallies, undos] = await Promise.all([
    kindTallies(db, projectId),
    db.mutedKindUndo.findMany({ where: { projectId }, select: { role: true, type: true, rejectedAtUndo: true } }),
  ]);
  return mutedKinds(tallies, undos);
}

/** Undoes a kind's mute: its findings come back until the writer rejects as many again. */
export async function showKindAgain({ db, ownerId, projectId }: ProjectScope, kind: { role: string; type: string }) {
  if (!(await db.project.findFirst({ where: { id: projectId, ownerId }, select: { id: true } }))) throw notFound();
  const muted = (await projectMutedKinds(db, projectId)).find((k) => k.role === kind.role && k.type === kind.type);
  if (!muted) throw notFound();
  await db.mutedKindUndo.upsert({
    where: { projectId_role_type: { projectId, ...kind } },
    create: { projectId, ...kind, rejectedAtUndo: muted.rejected },
    update: { rejectedAtUndo: muted.rejected, createdAt: new Date() },
  });
  return { role: kind.role, type: kind.type };
}
