import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { completeAnywayIfAsked, openHistory, reachSamplePassages, sectionText, stageTab } from './support-stage';

const saveStatus = (page: Page) => page.getByTestId('save-status');

async function newStory(page: Page, title: string) {
  await signUp(page, newAccount('autosave'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('Mara and Tomas race a tide across the mudflats.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Types at the end of the selected section's text, as a writer does. */
async function typeAtEnd(page: Page, text: string) {
  await page.getByTestId('prose-editor').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

test('typed text saves itself, survives a reload and a stage switch, and one sitting is one version', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newStory(page, 'Autosaved tide');
  await reachSamplePassages(page);
  const rowsBefore = await (await openHistory(page)).getByTestId('version-row').count();

  await typeAtEnd(page, ' Mara counted the posts.');
  await expect(saveStatus(page)).toHaveText('All changes saved', { timeout: 15_000 });
  await typeAtEnd(page, ' Tomas did not.');
  await expect(saveStatus(page)).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  expect(await sectionText(page)).toContain('Mara counted the posts. Tomas did not.');
  // Two pauses in one sitting: one new version in the history, not two.
  await expect((await openHistory(page)).getByTestId('version-row')).toHaveCount(rowsBefore + 1);

  // Typing and leaving for another stage at once: nothing is lost.
  await typeAtEnd(page, ' The tide turned early.');
  await stageTab(page, 'Outline').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outline' })).toBeVisible();
  await stageTab(page, 'Sample passages').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample passages' })).toBeVisible();
  await expect.poll(() => sectionText(page)).toContain('The tide turned early.');
  await page.reload();
  await expect.poll(() => sectionText(page)).toContain('The tide turned early.');
});

test('an artifact field saves itself; text that could not reach the server is kept and restored', async ({ page }) => {
  test.setTimeout(120_000);
  await newStory(page, 'Kept in the browser');
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await page.getByRole('group', { name: 'Stage actions' }).getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 30_000 });
  const firstText = page.getByTestId('artifact-editor').getByRole('textbox').first();

  await firstText.fill('Mara and Tomas, written by hand');
  await expect(saveStatus(page)).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('artifact-editor').getByRole('textbox').first()).toHaveValue(
    'Mara and Tomas, written by hand',
  );

  // The server cannot be reached: the change stays in this browser and comes back after a reload.
  await page.context().setOffline(true);
  await page.getByTestId('artifact-editor').getByRole('textbox').first().fill('Typed while offline');
  await expect(saveStatus(page)).toHaveText(/kept in this browser/, { timeout: 15_000 });
  await page.context().setOffline(false);
  page.once('dialog', (dialog) => void dialog.accept()); // the unsaved-changes warning, if it is still pending
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('artifact-editor').getByRole('textbox').first()).toHaveValue('Typed while offline');
  await expect(saveStatus(page)).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('artifact-editor').getByRole('textbox').first()).toHaveValue('Typed while offline');
});

test('a sentence the writer typed into a sample passage is in the finished story’s export, under the project’s title', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const typed = 'Mara tied the lantern to the last post and waited for the water to decide.';
  await newStory(page, 'The Mudflat Crossing');
  await reachSamplePassages(page);
  // At the start, so it is in view in the final chapter too (the editor renders only what is on screen).
  await page.getByTestId('prose-editor').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type(`${typed}\n\n`);
  await expect(saveStatus(page)).toHaveText('All changes saved', { timeout: 15_000 });

  // Approving the samples writes the final work, whose first chapter opens with them.
  await page.getByRole('group', { name: 'Stage actions' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Final work' })).toBeVisible();
  await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 60_000 });
  await expect.poll(() => sectionText(page)).toContain(typed);
  await page.getByRole('group', { name: 'Stage actions' }).getByRole('button', { name: 'Approve' }).click();
  await completeAnywayIfAsked(page);
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('export-links')
      .first()
      .getByRole('link', { name: /Markdown/ })
      .click(),
  ]);
  const markdown = readFileSync(await download.path(), 'utf8');
  expect(markdown.split('\n')[0]).toBe('# The Mudflat Crossing');
  expect(markdown).toContain(typed);
});
