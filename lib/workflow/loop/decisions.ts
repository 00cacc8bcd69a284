/**
 * The writer's decisions on a round. Accepting never rejects anything by itself: rejecting is an act
 * of its own, per suggestion or "reject the rest".
 *  accept_all       every open suggestion except those the writer rejected
 *  accept_selected  the picked ones; the rejected ones are rejected; the rest stay open
 *  reject           "reject the rest": the picked ones are accepted, every other open one rejected
 *  edit_reassess    nothing accepted; the rejected ones are rejected; read the edited text again
 *  done             the picked ones are applied with no further assessment, then the loop ends
 */
export const DECISIONS = ['accept_all', 'accept_selected', 'reject', 'edit_reassess', 'done'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Every decision a round can record: the writer's, and auto mode's acceptance by policy. */
export const ROUND_DECISIONS = [...DECISIONS, 'accept_policy'] as const;

export interface DecisionPicks {
  accepted: readonly string[];
  rejected: readonly string[];
}

/** What a decision does to a round's open suggestions; null when the picks are not open ones of the round or overlap. */
export function splitDecision(
  decision: Decision,
  open: readonly string[],
  picks: DecisionPicks,
): { accepted: string[]; rejected: string[] } | null {
  const isOpen = new Set(open);
  const rejectedSet = new Set(picks.rejected);
  if (![...picks.accepted, ...picks.rejected].every((id) => isOpen.has(id))) return null;
  if (picks.accepted.some((id) => rejectedSet.has(id))) return null;
  const picked = new Set(picks.accepted);
  switch (decision) {
    case 'accept_all':
      return { accepted: open.filter((id) => !rejectedSet.has(id)), rejected: [...rejectedSet] };
    case 'accept_selected':
      return picked.size ? { accepted: [...picked], rejected: [...rejectedSet] } : null;
    case 'reject':
      return { accepted: [...picked], rejected: open.filter((id) => !picked.has(id)) };
    case 'edit_reassess':
      return { accepted: [], rejected: [...rejectedSet] };
    case 'done':
      return { accepted: [...picked], rejected: [...rejectedSet] };
  }
}
