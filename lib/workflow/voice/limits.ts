/** Voice notes are read into every writing prompt: a page of them at most. */
export const MAX_VOICE_NOTES_CHARS = 2000;
