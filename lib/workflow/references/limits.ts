// How much one bibliography import may hold; the form and the server name these limits in their messages.

/** Characters of pasted or uploaded text (a 12,000-entry BibTeX file is about 3 million). */
export const MAX_REFERENCE_TEXT_CHARS = 3_500_000;
/** Entries in one import. */
export const MAX_IMPORTED_REFERENCES = 20_000;
