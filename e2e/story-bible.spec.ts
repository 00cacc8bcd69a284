import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { stageActions, stageStatus } from './support-stage';

test('the approved brief fills the story bible, and the writer edits and adds entries by keyboard', async ({
  page,
}) => {
  await signUp(page, newAccount('bible'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The Lantern');
  await page.getByLabel('Premise').fill('A girl must relight the harbour lantern before the storm.');
  await page.getByLabel('Engine').selectOption({ label: 'Model' });
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Lantern' })).toBeVisible();

  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  const panel = page.getByTestId('bible-panel');
  await expect(panel.locator('summary')).toContainText('no entries');
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 30_000 });
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outline' })).toBeVisible();

  // The brief's character is in the bible now; the panel opens from the keyboard.
  await expect(panel.locator('summary')).toContainText('1 entry');
  await panel.locator('summary').focus();
  await page.keyboard.press('Enter');
  const mei = panel.getByTestId('bible-entry').filter({ hasText: 'Mei' });
  await expect(mei).toContainText('from the plan');
  await expect(mei).toContainText('hero — A brave girl');
  await page.screenshot({ path: '.data/reports/bible-filled.png', fullPage: true });

  await mei.getByRole('button', { name: 'Edit Mei' }).click();
  const edit = panel.getByRole('form', { name: 'Edit Mei' });
  await expect(edit.getByLabel('Name')).toBeFocused();
  await edit.getByLabel('Aliases').fill('Little Mei, 小梅');
  await edit.getByLabel('Description').fill('The keeper’s daughter; afraid of the dark tower stairs.');
  await edit.getByLabel('Description').press('Tab');
  await page.keyboard.press('Enter');
  await expect(mei).toContainText('Also: Little Mei, 小梅');
  await expect(mei).toContainText('afraid of the dark tower stairs');

  const add = panel.getByRole('form', { name: 'New entry' });
  await expect(add.getByRole('button', { name: 'Add entry' })).toBeDisabled();
  await add.getByLabel('Name').fill('Mei');
  await add.getByLabel('Kind').selectOption({ label: 'Place' });
  await add.getByLabel('Name').press('Enter');
  await expect(add.getByRole('alert')).toHaveText('Already used by another entry: each must be unique.');
  await add.getByLabel('Name').fill('Harbour Lantern');
  await add.getByLabel('Description').fill('The old lamp on the breakwater.');
  await add.getByLabel('Name').press('Enter');
  const lantern = panel.getByTestId('bible-entry').filter({ hasText: 'Harbour Lantern' });
  await expect(lantern).toContainText('Place');
  await expect(add.getByLabel('Name')).toHaveValue('');
  await expect(panel.locator('summary')).toContainText('2 entries');
  await page.screenshot({ path: '.data/reports/bible-edited.png', fullPage: true });

  await lantern.getByRole('button', { name: 'Delete Harbour Lantern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(panel.locator('summary')).toContainText('1 entry');
});
