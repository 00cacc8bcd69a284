// A kind of finding (a reviewer role and a finding type) the writer keeps rejecting in a project is
// muted there: its next findings are dropped before the round is stored. Undo records how many
// rejections the kind had, and the kind mutes again only after as many new ones.

export const MUTE_AFTER_REJECTIONS = 3;

/** How often the writer decided findings of one kind in the project. */
export interface KindTally {
  role: string;
  type: string;
  rejected: number;
  accepted: number;
}

/** The writer's undo of a mute: the kind's rejections at that moment. */
export interface KindUndo {
  role: string;
  type: string;
  rejectedAtUndo: number;
}

export interface MutedKind {
  role: string;
  type: string;
  /** The project's rejections of this kind ("muted: you rejected 4 like this"). */
  rejected: number;
}

const kindKey = (k: { role: string; type: string }) => `${k.role}\u241F${k.type}`;

/** The kinds muted in a project: rejected at least the threshold since any undo, and more often than accepted. */
export function mutedKinds(tallies: readonly KindTally[], undos: readonly KindUndo[]): MutedKind[] {
  const undone = new Map(undos.map((u) => [kindKey(u), u.rejectedAtUndo]));
  return tallies
    .filter((t) => t.rejected - (undone.get(kindKey(t)) ?? 0) >= MUTE_AFTER_REJECTIONS && t.rejected > t.accepted)
    .map(({ role, type, rejected }) => ({ role, type, rejected }))
    .sort((a, b) => b.rejected - a.rejected || kindKey(a).localeCompare(kindKey(b)));
}

/** A filter that keeps the findings of kinds not muted. */
export function notMuted(muted: readonly MutedKind[]): (finding: { role: string; type: string }) => boolean {
  const keys = new Set(muted.map(kindKey));
  return (finding) => !keys.has(kindKey(finding));
}
