import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { regenerateStage, stageActions, stageStatus } from './support-stage';

// A fast run (the offline engine answers in milliseconds) used to finish between the page's reads, leaving
// "Generating" on screen with nothing left to follow it. The page must settle on the run's final state by
// itself — no reload — every time.
test('twenty generations in a row each end in review, with Approve offered, without a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('live'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('Twenty drafts');
  await page.getByLabel('Premise').fill('Mara and Tomas race a tide across the mudflats.');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();

  for (let generation = 1; generation <= 20; generation++) {
    if (generation === 1) await stageActions(page).getByRole('button', { name: 'Generate' }).click();
    else await regenerateStage(page);
    await expect(stageStatus(page), `generation ${generation}`).toHaveText('In review', { timeout: 15_000 });
    await expect(page.getByTestId('stage-progress')).toHaveCount(0);
    await expect(stageActions(page).getByRole('button', { name: 'Approve' })).toBeVisible();
  }
});
