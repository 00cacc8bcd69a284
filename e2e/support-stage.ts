import { expect, type Locator, type Page } from '@playwright/test';

// Helpers for specs that drive the stage page (/projects/:id/stages/:key).

/** The stage's lifecycle buttons (Generate, Regenerate, Approve, Generate everything). */
export function stageActions(page: Page): Locator {
  return page.getByRole('group', { name: 'Stage actions' });
}

/** Clicks Regenerate and confirms the dialog. */
export async function regenerateStage(page: Page) {
  await stageActions(page).getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
}

/** A story on the offline engine, generated in one go from `premise`; the page is left on its brief. */
export async function generatedOfflineStory(page: Page, { title, premise }: { title: string; premise: string }) {
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Mode').selectOption({ label: 'One-shot: generate everything in one go' });
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill(premise);
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate everything' }).click();
  await waitForRunToFinish(page);
}

/** Waits until no run is in progress on the page (the progress panel has gone after the refresh). */
export async function waitForRunToFinish(page: Page, timeout = 60_000) {
  await expect(page.getByTestId('stage-progress')).toHaveCount(0, { timeout });
  // The finished run's page refresh and the reads it starts: a step taken before they land works on the page before them.
  await page.waitForLoadState('networkidle');
}

/** The stage status badge's text, e.g. "In review". */
export function stageStatus(page: Page): Locator {
  return page.getByTestId('stage-status');
}

/**
 * Opens the section at `index` in the list and waits until the editor shows it, ready for typing: on a
 * busy machine the editor swaps a moment after the click, and text typed before then goes to the section
 * still shown.
 */
export async function openSection(page: Page, index: number) {
  await page.getByTestId('section-item').nth(index).click();
  const label = new RegExp(`^(Text of section |第 )${index + 1}\\D`);
  const editor = page.getByTestId('prose-editor').getByRole('textbox', { name: label });
  await expect(editor).toBeVisible();
  // Read-only while the page still counts a run as active: it opens once the run's end has reached the page.
  await expect(editor).not.toHaveAttribute('aria-readonly', 'true', { timeout: 30_000 });
}

/** Replaces the selected section's text in the CodeMirror editor (select all, then insert). */
export async function replaceSectionText(page: Page, text: string) {
  const content = page.getByTestId('prose-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Opens section `index`, puts `text` in place of its text and waits until the save went through. */
export async function writeSection(page: Page, index: number, text: string) {
  await openSection(page, index);
  await replaceSectionText(page, text);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
}

/** The selected section's current editor text. */
export async function sectionText(page: Page): Promise<string> {
  return page
    .getByTestId('prose-editor')
    .locator('.cm-content')
    .evaluate((el) => {
      // CodeMirror renders only the lines near the view, so a long text is read from the editor's own
      // document, found the way EditorView.findFromDOM finds it.
      type Tile = { root?: { view?: { state: { doc: { toString(): string } } } } };
      return (el as unknown as { cmTile?: Tile }).cmTile?.root?.view?.state.doc.toString() ?? '';
    });
}

/** Opens the version history (a closed <details>), waits for its versions to load, and returns its table. */
export async function openHistory(page: Page): Promise<Locator> {
  const history = page.getByTestId('version-history');
  if (!(await history.evaluate((d) => (d as HTMLDetailsElement).open))) await history.locator('summary').click();
  const list = history.getByTestId('version-list');
  await expect(list).toBeVisible();
  return list;
}

/** A stage's tab in the stage navigation, e.g. "Outline". */
export function stageTab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Stages' })
    .getByRole('link', { name: new RegExp(`^\\d+\\.\\s*${name}`) });
}

/** On a new story project's board: brief and outline generated and approved, sample passages generated. */
export async function reachSamplePassages(page: Page) {
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  for (const next of ['Outline', 'Sample passages']) {
    await expect(stageStatus(page)).toHaveText('In review', { timeout: 30_000 });
    // Approving moves the writer on to the next stage, whose generation has started.
    await stageActions(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  }
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 30_000 });
  await waitForRunToFinish(page);
}

/**
 * Completing a project that still holds offline scaffold text (or undecided suggestions) asks first;
 * a flow that means to complete it confirms, then lands on the board.
 */
export async function completeAnywayIfAsked(page: Page) {
  const dialog = page.getByTestId('unfinished-dialog');
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Complete anyway' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
