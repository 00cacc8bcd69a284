/**
 * Unsaved text kept in this browser (localStorage), so a save that could not reach the server, a
 * closed tab or a crash loses nothing: the editor offers it back when the unit is opened again.
 */
export interface Draft<T> {
  value: T;
  /** The edit guard the draft was typed on: if the server has moved on since, restoring is a conflict. */
  baseVersion: number;
  savedAt: string;
}

const PREFIX = 'storyfold:draft:';

export const draftKey = (projectId: string, unitId: string) => `${PREFIX}${projectId}:${unitId}`;

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft<T>) : null;
  } catch {
    return null; // storage disabled or a damaged entry: nothing to offer
  }
}

export function writeDraft<T>(key: string, value: T, baseVersion: number): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ value, baseVersion, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the autosave is still the main path.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}
