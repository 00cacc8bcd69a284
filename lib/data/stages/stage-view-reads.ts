import 'server-only';
import type { DbReader } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import { RUN_VIEW_SELECT, type RunViewRow } from '../runs/run-view';
import { ACTIVE_RUN_STATUSES } from '../../workflow/run-statuses';
import { stepKey } from '../runs/steps';

// The stage page's small reads, each answered by one statement inside its snapshot: the counts its
// folded panels show, and the runs it follows. One round trip each instead of one per figure or run
// keeps the page's database time and the web process's query work short.

export interface StageCounts {
  /** The stage artifact's versions. */
  versionCount: number;
  /** Loops and rounds run over `loopStageId` (a review stage's loops run over the stage it reviews). */
  loopCount: number;
  roundCount: number;
  /** The project's story bible entries. */
  bibleCount: number;
  /** Readers' comments on the stage's sections waiting for its next manual round. */
  waitingComments: number;
}

/** The counts of a stage the caller's ownership was already checked for (in the same snapshot). */
export async function stageCounts(
  db: DbReader,
  projectId: string,
  stageId: string,
  loopStageId: string,
): Promise<StageCounts> {
  const [row] = await db.$queryRaw<StageCounts[]>`
    SELECT
      (SELECT count(*) FROM "Version" WHERE "stageId" = ${stageId} AND "sectionId" IS NULL)::int AS "versionCount",
      (SELECT count(*) FROM "Loop" WHERE "stageId" = ${loopStageId})::int AS "loopCount",
      (SELECT count(*) FROM "Round" r JOIN "Loop" l ON l.id = r."loopId" WHERE l."stageId" = ${loopStageId})::int
        AS "roundCount",
      (SELECT count(*) FROM "BibleEntry" WHERE "projectId" = ${projectId})::int AS "bibleCount",
      (SELECT count(*) FROM "ReaderComment" c JOIN "Section" s ON s.id = c."sectionId"
        WHERE c."projectId" = ${projectId} AND c."claimedAt" IS NULL AND s."deletedAt" IS NULL AND c."role" = 'reader'
          AND s."stageId" = ${stageId})::int AS "waitingComments"`;
  return row;
}

/** A run as the stage page reads it, with the section it is about (variants are offered on it). */
export type StageRunRow = RunViewRow & { sectionId: string | null };

export interface StageRuns {
  /** The newest queued or running run of the stage or of the whole project. */
  active: StageRunRow | null;
  /** The newest run of the stage or of the whole project, whatever its status. */
  last: StageRunRow | null;
  /** The stage's newest refinement run (a round, an auto loop, variants). */
  refinement: StageRunRow | null;
  /** The stage's newest variants run that succeeded. */
  variants: StageRunRow | null;
}

/** The columns the views read of a run (RUN_VIEW_SELECT), and its section. */
const RUN_COLUMNS = Prisma.raw(
  [...Object.keys(RUN_VIEW_SELECT), 'sectionId']
    .map((column) => (column === 'status' ? 'status::text AS status' : `"${column}"`))
    .join(', '),
);

const REFINEMENT_RUNS = ['loop.round', 'loop.auto', 'variants'];

/** The runs the stage page follows, newest first in each slot. */
export async function stageRuns(db: DbReader, projectId: string, stageId: string): Promise<StageRuns> {
  const active = [...ACTIVE_RUN_STATUSES];
  const rows = await db.$queryRaw<(StageRunRow & { slot: keyof StageRuns })[]>`
    (SELECT 'active' AS slot, ${RUN_COLUMNS} FROM "Run"
      WHERE "projectId" = ${projectId} AND ("stageId" = ${stageId} OR "stageId" IS NULL) AND status::text = ANY(${active})
      ORDER BY "createdAt" DESC LIMIT 1)
    UNION ALL
    (SELECT 'last', ${RUN_COLUMNS} FROM "Run"
      WHERE "projectId" = ${projectId} AND ("stageId" = ${stageId} OR "stageId" IS NULL)
      ORDER BY "createdAt" DESC LIMIT 1)
    UNION ALL
    (SELECT 'refinement', ${RUN_COLUMNS} FROM "Run"
      WHERE "projectId" = ${projectId} AND "stageId" = ${stageId} AND kind = ANY(${REFINEMENT_RUNS})
      ORDER BY "createdAt" DESC LIMIT 1)
    UNION ALL
    (SELECT 'variants', ${RUN_COLUMNS} FROM "Run"
      WHERE "projectId" = ${projectId} AND "stageId" = ${stageId} AND kind = 'variants' AND status = 'succeeded'
      ORDER BY "createdAt" DESC LIMIT 1)`;
  const slot = (name: keyof StageRuns) => {
    const found = rows.find((r) => r.slot === name);
    if (!found) return null;
    const { slot: _slot, ...run } = found;
    return run;
  };
  return { active: slot('active'), last: slot('last'), refinement: slot('refinement'), variants: slot('variants') };
}

// The proposal step's key, minus its section (see stepKey.proposal).
const PROPOSAL_PREFIX = stepKey.proposal('');

/**
 * Each section's newest proposal from a targeted regeneration, with the version it was written
 * beside: offered while the section still has that text.
 */
export async function stageProposals(db: DbReader, stageId: string) {
  return db.$queryRaw<{ runId: string; sectionId: string; baseVersionId: string | null }[]>`
    SELECT DISTINCT ON (s.key) r.id AS "runId", substr(s.key, ${PROPOSAL_PREFIX.length + 1}) AS "sectionId",
      s.result->>'baseVersionId' AS "baseVersionId"
    FROM "RunStep" s JOIN "Run" r ON r.id = s."runId"
    WHERE r."stageId" = ${stageId} AND r.kind = 'stage.generate' AND r.status = 'succeeded'
      AND s.key LIKE ${`${PROPOSAL_PREFIX}%`}
    ORDER BY s.key, r."createdAt" DESC`;
}
