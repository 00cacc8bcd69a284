import type { Db } from '../../db';
import type { SectionText } from '../../engine/types';
import type { Priority } from '../../workflow/suggestions';

export interface LoopRow {
  id: string;
  projectId: string;
  stageId: string;
  sectionId: string | null;
  mode: string;
  maxRounds: number;
  acceptPriorities: Priority[];
  tokenBudget: number | null;
  roles: string[];
}

/** A unit a loop reads and revises: a section, or (artifact stages) the artifact rendered as JSON text. */
export interface LoopUnit extends SectionText {
  versionId: string | null;
  /** True for the artifact of an artifact stage: its `id` is the stage id, and revisions must parse back. */
  artifact: boolean;
  /** A section the writer locked: read and reviewed, never revised. */
  locked: boolean;
  /** The artifact's fields the writer locked (see lib/workflow/locks/field-locks.ts): kept as they stand. */
  lockedFields: string[];
}

export async function loadLoop(db: Db, loopId: string): Promise<LoopRow> {
  return db.loop.findUniqueOrThrow({
    where: { id: loopId },
    select: {
      id: true,
      projectId: true,
      stageId: true,
      sectionId: true,
      mode: true,
      maxRounds: true,
      acceptPriorities: true,
      tokenBudget: true,
      roles: true,
    },
  });
}

/** What a loop reads: one section, every live section of its stage, or the stage's artifact. */
export async function loopSections(db: Db, loop: Pick<LoopRow, 'stageId' | 'sectionId'>): Promise<LoopUnit[]> {
  const rows = await db.section.findMany({
    where: loop.sectionId ? { id: loop.sectionId } : { stageId: loop.stageId, deletedAt: null },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      title: true,
      goal: true,
      targetLength: true,
      currentVersionId: true,
      locked: true,
      currentVersion: { select: { text: true } },
    },
  });
  if (rows.length > 0 || loop.sectionId) {
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      goal: r.goal,
      targetLength: r.targetLength,
      text: r.currentVersion?.text ?? '',
      versionId: r.currentVersionId,
      artifact: false,
      locked: r.locked,
      lockedFields: [],
    }));
  }
  const stage = await db.stage.findUniqueOrThrow({
    where: { id: loop.stageId },
    select: {
      id: true,
      key: true,
      currentVersionId: true,
      lockedFields: true,
      currentVersion: { select: { data: true } },
    },
  });
  if (!stage.currentVersion?.data) return [];
  return [
    {
      id: stage.id,
      title: stage.key,
      goal: '',
      targetLength: 0,
      text: JSON.stringify(stage.currentVersion.data, null, 2),
      versionId: stage.currentVersionId,
      artifact: true,
      locked: false,
      lockedFields: stage.lockedFields,
    },
  ];
}

/** The texts of given versions of a loop's units, as loopSections renders them (an artifact as JSON), by version id. */
export async function unitTextsOf(db: Db, versionIds: string[]): Promise<Map<string, string>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db.version.findMany({
    where: { id: { in: versionIds } },
    select: { id: true, text: true, data: true, sectionId: true },
  });
  return new Map(rows.map((v) => [v.id, v.sectionId || v.data == null ? v.text : JSON.stringify(v.data, null, 2)]));
}
