'use client';

import { useEffect } from 'react';

/** What committing an editor's pending edit came to: saved (or nothing was pending), refused by the server, or not reached. */
export type EditOutcome = 'saved' | 'refused' | 'failed';

type Commit = () => Promise<EditOutcome>;

// Every editor on the page that holds text the server may not have yet. One tab, one set: actions
// read the writer's text on the server, so whatever is typed must get there first.
const editors = new Set<Commit>();

/** Registers an editor's commit (save what is pending now, and wait for it) for as long as it is mounted. */
export function useCommitBeforeActions(commit: Commit): void {
  useEffect(() => {
    editors.add(commit);
    return () => void editors.delete(commit);
  }, [commit]);
}

/**
 * Saves what every mounted editor holds and has not saved yet, and waits for the server's answer.
 * Called before any action that could read the text (useAction does it before each call), so a round,
 * an approval or an export reads what the writer sees, not the text of a second ago.
 */
export async function commitPendingEdits(): Promise<EditOutcome> {
  const outcomes = await Promise.all([...editors].map((commit) => commit().catch((): EditOutcome => 'failed')));
  if (outcomes.includes('refused')) return 'refused';
  return outcomes.includes('failed') ? 'failed' : 'saved';
}

/** Whether any editor is on the page (a plain link need not wait for nothing). */
export const editorsMounted = (): boolean => editors.size > 0;
