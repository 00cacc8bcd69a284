// What a manuscript upload may be; the form checks these before sending, the server again on arrival.

/** The largest file accepted; below the server actions' body limit (next.config.mjs) with room for the form. */
export const MAX_IMPORT_BYTES = 3 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.docx', '.md', '.markdown', '.txt'] as const;
/** More headings than this is not a manuscript's sections but a list. */
export const MAX_IMPORTED_SECTIONS = 300;
