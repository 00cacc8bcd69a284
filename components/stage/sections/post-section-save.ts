import type { saveSectionFromEditor } from '@/lib/actions/section-save';

type SaveResult = Awaited<ReturnType<typeof saveSectionFromEditor>>;

/**
 * A section save through its JSON route (app/api/sections/text): the saveSection action's input and
 * answer, for a fraction of the server's CPU. A reply that is not the app's JSON (a proxy's error
 * page, a lost connection) throws, which the autosave queue counts as failed and retries.
 */
export async function postSectionSave(input: Parameters<typeof saveSectionFromEditor>[0]): Promise<SaveResult> {
  const response = await fetch('/api/sections/text', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.headers.get('content-type')?.startsWith('application/json'))
    throw new Error(`the save answered HTTP ${response.status}`);
  return (await response.json()) as SaveResult;
}
