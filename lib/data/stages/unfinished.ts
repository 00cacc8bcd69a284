import type { Tx } from '../../db';
import { SCAFFOLD_LABEL } from '../../engine/offline/scaffolds/label';

/** What a project would be completed with and no writer meant to keep: scaffold text, undecided suggestions. */
export interface UnfinishedWork {
  /** The keys of the stages whose plan or outline still holds offline scaffold text. */
  scaffoldStages: string[];
  /** "2 Chapter title" of each section that still does. */
  scaffoldSections: string[];
  /** Suggestions of loops still open, neither accepted nor rejected. */
  undecided: number;
}

const LABELS = Object.values(SCAFFOLD_LABEL).map((l) => `%${l.trim()}%`);

export async function unfinishedWork(tx: Tx, projectId: string): Promise<UnfinishedWork> {
  const [sections, artifacts, undecided] = await Promise.all([
    tx.$queryRaw<{ label: string }[]>`
      SELECT s."displayNumber" || ' ' || s."title" AS label
      FROM "Section" s JOIN "Version" v ON v."id" = s."currentVersionId"
      WHERE s."projectId" = ${projectId} AND s."deletedAt" IS NULL AND (v."text" LIKE ANY(${LABELS}))
      ORDER BY s."position"`,
    tx.$queryRaw<{ key: string }[]>`
      SELECT st."key" FROM "Stage" st JOIN "Version" v ON v."id" = st."currentVersionId"
      WHERE st."projectId" = ${projectId} AND v."data" IS NOT NULL AND (v."data"::text LIKE ANY(${LABELS}))
      ORDER BY st."position"`,
    tx.suggestion.count({ where: { projectId, status: 'open', round: { loop: { stopReason: null } } } }),
  ]);
  return { scaffoldStages: artifacts.map((a) => a.key), scaffoldSections: sections.map((s) => s.label), undecided };
}
