import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { Attempt } from './attempt';
import type { LiveText, LiveTextKind, LiveTextState } from './live-text.types';

// The prose a run is writing into a section, as it streams in. The worker's writes are guarded by its
// lease (a stalled worker whose run was taken over writes nothing); the writer's stop is a flag the
// worker reads back with each write.

type Holder = Pick<Attempt, 'runId' | 'owner'>;

/** Starts (or starts over) the section's live text: empty, streaming, no stop asked. */
export async function beginLiveText(
  db: Db,
  {
    holder,
    sectionId,
    resetStop,
    kind = 'writing',
    text = '',
  }: { holder: Holder; sectionId: string; resetStop: boolean; kind?: LiveTextKind; text?: string },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "LiveSectionText" (id, "runId", "sectionId", text, chunks, state, kind, "stopRequested", "startedAt", "updatedAt")
    SELECT ${randomUUID()}, r.id, ${sectionId}, ${text}, 0, 'streaming', ${kind}, false, now(), now()
    FROM "Run" r WHERE r.id = ${holder.runId} AND r."leaseOwner" = ${holder.owner} AND r.status = 'running'
    ON CONFLICT ("runId", "sectionId") DO UPDATE
      SET text = ${text}, chunks = 0, state = 'streaming', kind = ${kind}, "startedAt" = now(), "updatedAt" = now(),
          "stopRequested" = CASE WHEN ${resetStop} THEN false ELSE "LiveSectionText"."stopRequested" END`;
}

/**
 * Appends the deltas that arrived since the last write, in order (or, with `replace`, puts the whole text
 * in place: a revision changes the middle of a section); answers whether the writer asked to stop.
 */
export async function appendLiveText(
  db: Db,
  {
    holder,
    sectionId,
    delta,
    chunks,
    replace = false,
  }: { holder: Holder; sectionId: string; delta: string; chunks: number; replace?: boolean },
): Promise<{ stopRequested: boolean }> {
  const rows = await db.$queryRaw<{ stopRequested: boolean }[]>`
    UPDATE "LiveSectionText" t
    SET text = CASE WHEN ${replace} THEN ${delta} ELSE t.text || ${delta} END, chunks = t.chunks + ${chunks},
        "updatedAt" = now()
    FROM "Run" r
    WHERE t."runId" = ${holder.runId} AND t."sectionId" = ${sectionId}
      AND r.id = t."runId" AND r."leaseOwner" = ${holder.owner} AND r.status = 'running'
    RETURNING t."stopRequested"`;
  return { stopRequested: rows[0]?.stopRequested ?? false };
}

/** The stream ended: written through, stopped by the writer, or broken off. */
export async function endLiveText(db: Db, holder: Holder, sectionId: string, state: LiveTextState): Promise<void> {
  await db.liveSectionText.updateMany({
    where: { runId: holder.runId, sectionId, run: { leaseOwner: holder.owner } },
    data: { state },
  });
}

/** The writer's stop: only prose still streaming in a running run of this project (a revision is not stopped alone). */
export async function requestLiveTextStop(
  db: Db,
  ref: { projectId: string; runId: string; sectionId: string },
): Promise<boolean> {
  const updated = await db.liveSectionText.updateMany({
    where: {
      runId: ref.runId,
      sectionId: ref.sectionId,
      state: 'streaming',
      kind: 'writing',
      run: { projectId: ref.projectId, status: 'running' },
    },
    data: { stopRequested: true },
  });
  return updated.count === 1;
}

/** Parallel sections stream side by side; the page gets those still streaming and the one that ended last. */
const SHOWN_FINISHED = 1;

/** The sections the run is writing now, and the one it finished last (its text stays until the page reloads). */
export async function findLiveTexts(db: Db, runId: string): Promise<LiveText[]> {
  const select = { sectionId: true, text: true, chunks: true, state: true, kind: true, stopRequested: true } as const;
  const [streaming, finished] = await Promise.all([
    db.liveSectionText.findMany({ where: { runId, state: 'streaming' }, orderBy: { startedAt: 'asc' }, select }),
    db.liveSectionText.findMany({
      where: { runId, state: { not: 'streaming' } },
      orderBy: { updatedAt: 'desc' },
      take: SHOWN_FINISHED,
      select,
    }),
  ]);
  return [...streaming, ...finished].map((row) => ({
    ...row,
    state: row.state as LiveTextState,
    kind: row.kind as LiveTextKind,
  }));
}
