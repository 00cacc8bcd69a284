import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { stageActions, waitForRunToFinish } from './support-stage';

// A writer chooses the project's models from what the model server offers, tests the connection, and
// the next generated stage is written by the model chosen.
test('a writer picks a model per role from the server, tests the connection, and the brief uses it', async ({
  page,
}, testInfo) => {
  await signUp(page, newAccount('chooser'));
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill('Breakwater');
  await page.getByLabel('Premise').fill('A diver maps the breakwater before the storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breakwater' })).toBeVisible();

  await page.getByText('Engine and models', { exact: true }).click();
  const panel = page.locator('details').filter({ has: page.getByText('Engine and models', { exact: true }) });
  await expect(panel.getByRole('radio', { name: 'Model', exact: true })).toBeEnabled();
  await panel.getByRole('radio', { name: 'Model', exact: true }).check();
  const planner = panel.getByLabel('Planner (outlines, plans)');
  await expect(planner.locator('option')).toHaveText([
    "Deployment's choice (e2e-model)",
    'test-model',
    'test-reviewer',
  ]);
  await planner.selectOption('test-reviewer');
  await panel.getByRole('button', { name: 'Save engine and models' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await panel.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    panel.getByText(/Planner \(outlines, plans\): test-reviewer answered “harbour” in \d+ ms\./),
  ).toBeVisible();
  await expect(panel.getByText(/Writer \(sections\): e2e-model answered “harbour” in \d+ ms\./)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('model-settings.png'), fullPage: true });

  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await waitForRunToFinish(page);
  await expect(page.locator('[data-engine="model"]').first()).toContainText('test-reviewer');
});
