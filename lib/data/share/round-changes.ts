import 'server-only';
import type { Db } from '../../db';

export interface VersionSide {
  id: string;
  number: number;
  source: string;
  text: string;
  /** Structured artifact data; null for prose. */
  data: unknown | null;
}

/** One section (or stage artifact) a round rewrote: its text before the round and after. */
export interface VersionChange {
  kind: 'section' | 'artifact';
  stageKey: string;
  /** "2.1 Title" for a section; null for a stage's artifact. */
  sectionLabel: string | null;
  sectionId: string | null;
  /** The section's own title (without its number); null for an artifact. */
  sectionTitle: string | null;
  /** The section's place in its stage, for ordering; 0 for an artifact. */
  position: number;
  before: VersionSide | null;
  after: VersionSide;
}

interface RoundVersions {
  id: string;
  inputVersionIds: string[];
  outputVersionIds: string[];
}

const SELECT = {
  id: true,
  number: true,
  source: true,
  text: true,
  data: true,
  stageId: true,
  sectionId: true,
  parentId: true,
  stage: { select: { key: true } },
  section: { select: { displayNumber: true, title: true, position: true } },
} as const;

const side = (v: { id: string; number: number; source: string; text: string; data: unknown }): VersionSide => ({
  id: v.id,
  number: v.number,
  source: v.source,
  text: v.text,
  data: v.data ?? null,
});

/**
 * What each round changed: every output version against the input version of the same section
 * (or artifact), falling back to its parent when the round did not record that input.
 */
export async function roundChanges(db: Db, rounds: RoundVersions[]): Promise<Map<string, VersionChange[]>> {
  const outputIds = rounds.flatMap((r) => r.outputVersionIds);
  const outputs = outputIds.length
    ? await db.version.findMany({ where: { id: { in: outputIds } }, select: SELECT })
    : [];
  const beforeIds = new Set([
    ...rounds.flatMap((r) => r.inputVersionIds),
    ...outputs.flatMap((o) => (o.parentId ? [o.parentId] : [])),
  ]);
  const befores = beforeIds.size
    ? await db.version.findMany({ where: { id: { in: [...beforeIds] } }, select: SELECT })
    : [];
  const byId = new Map([...outputs, ...befores].map((v) => [v.id, v]));
  const result = new Map<string, VersionChange[]>();
  for (const round of rounds) {
    const inputs = round.inputVersionIds.map((id) => byId.get(id)).filter((v) => v !== undefined);
    const changes = round.outputVersionIds.flatMap((id): VersionChange[] => {
      const after = byId.get(id);
      if (!after) return [];
      const before =
        inputs.find((v) => v.stageId === after.stageId && v.sectionId === after.sectionId) ??
        (after.parentId ? byId.get(after.parentId) : undefined);
      return [
        {
          kind: after.sectionId ? 'section' : 'artifact',
          stageKey: after.stage.key,
          sectionLabel: after.section ? `${after.section.displayNumber} ${after.section.title}` : null,
          sectionId: after.sectionId,
          sectionTitle: after.section?.title ?? null,
          position: after.section?.position ?? 0,
          before: before ? side(before) : null,
          after: side(after),
        },
      ];
    });
    result.set(round.id, changes);
  }
  return result;
}
