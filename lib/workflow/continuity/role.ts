/** The reviewer role of continuity findings, and of the ripples an upstream change sends through the book. */
export const CONTINUITY_ROLE = 'continuity';
