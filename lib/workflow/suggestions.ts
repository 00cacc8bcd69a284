// What a suggestion is in the domain: its priority and where it is in its life. Every layer names
// these two through this file (the database enums carry the same values).

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/**
 * open: waiting for the writer · accepted: chosen, not yet revised · rejected: turned down ·
 * resolved: a revision changed the text it points at · not_applied: accepted, but the revision left
 * its text as it was (it needs the author) · stale: its words are gone, so it cannot be placed any more.
 */
export const SUGGESTION_STATUSES = ['open', 'accepted', 'rejected', 'resolved', 'not_applied', 'stale'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Taken up by the writer: chosen, and (when resolved) revised into the text. */
export const ACCEPTED_STATUSES: readonly SuggestionStatus[] = ['accepted', 'resolved'];

/** Settled suggestions: a later round of the same loop does not raise them again at the same place. */
export const DECIDED_STATUSES: readonly SuggestionStatus[] = [...ACCEPTED_STATUSES, 'rejected'];

/** Left to the writer: still open, or accepted but not applied by the reviser. */
const NEEDS_AUTHOR_STATUSES: readonly SuggestionStatus[] = ['open', 'not_applied'];

export const needsAuthor = (status: SuggestionStatus): boolean => NEEDS_AUTHOR_STATUSES.includes(status);
