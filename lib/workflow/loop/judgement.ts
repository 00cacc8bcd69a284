/** A disagreement between reviewers and how the judge settled it. */
interface SettledConflict {
  topic: string;
  positions: string;
  resolution: string;
}

/** Where a review panel agreed and where it disagreed, as the judge saw it. */
export interface RoundJudgement {
  consensus: string[];
  conflicts: SettledConflict[];
}

const isText = (x: unknown): x is string => typeof x === 'string';

function isConflict(x: unknown): x is SettledConflict {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Record<string, unknown>;
  return isText(c.topic) && isText(c.positions) && isText(c.resolution);
}

/** A stored judgement read back, or null when there is none or it is not of this shape. */
export function readJudgement(value: unknown): RoundJudgement | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.consensus) || !Array.isArray(v.conflicts)) return null;
  return { consensus: v.consensus.filter(isText), conflicts: v.conflicts.filter(isConflict) };
}
