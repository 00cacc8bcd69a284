// Auto mode takes first the kinds of finding the writer has accepted in the project: what they have
// already said yes to is the surest use of a round's revision, and the reviser reads its tasks in order.

/** How often the writer accepted findings of one kind (reviewer role + finding type) in the project. */
export interface AcceptedKind {
  role: string;
  type: string;
  accepted: number;
}

const kindKey = (k: { role: string; type: string }) => `${k.role}\u241F${k.type}`;

/**
 * The suggestions reordered so that kinds the writer accepted more often come first; kinds never
 * accepted keep their place after them. Stable: within a kind, and among equals, the order stays.
 */
export function acceptedKindsFirst<S extends { role: string; type: string }>(
  suggestions: readonly S[],
  accepted: readonly AcceptedKind[],
): S[] {
  const counts = new Map(accepted.map((k) => [kindKey(k), k.accepted]));
  return suggestions
    .map((s, at) => ({ s, at, n: counts.get(kindKey(s)) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.at - b.at)
    .map(({ s }) => s);
}
