import 'server-only';
import type { Db } from '../../db';

const ACTIVITY_GRAIN_MS = 60_000;

/** When this process last recorded each project's activity: within the grain a save need not ask the database. */
const recordedAt = new Map<string, number>();

/**
 * The project's last activity, to the minute, recorded by the save actions once their answer is sent:
 * writers saving at once neither queue on the project row inside their transactions nor rewrite it on
 * every keystroke pause, and no save waits for it. A process that recorded it less than a minute ago
 * skips the update (its guard would change nothing), so most saves cost no statement here.
 */
export async function recordProjectActivity(db: Db, projectId: string) {
  const now = new Date();
  if (now.getTime() - (recordedAt.get(projectId) ?? 0) < ACTIVITY_GRAIN_MS) return;
  forgetOldActivity(now.getTime());
  recordedAt.set(projectId, now.getTime());
  try {
    await db.project.updateMany({
      where: { id: projectId, lastActivityAt: { lt: new Date(now.getTime() - ACTIVITY_GRAIN_MS) } },
      data: { lastActivityAt: now },
    });
  } catch (error) {
    recordedAt.delete(projectId);
    throw error;
  }
}

function forgetOldActivity(now: number) {
  if (recordedAt.size < 1000) return;
  for (const [id, at] of recordedAt) if (now - at >= ACTIVITY_GRAIN_MS) recordedAt.delete(id);
}
