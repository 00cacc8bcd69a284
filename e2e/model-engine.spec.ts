import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { stageActions, waitForRunToFinish } from './support-stage';

// The browser-to-model path: the app (started with OPENAI_BASE_URL pointing at the local
// OpenAI-compatible test server) generates a stage through a worker, the AI SDK and real HTTP.
test('a project on the model engine gets its brief from the model, labelled with the model that wrote it', async ({
  page,
}) => {
  await signUp(page, newAccount('modeller'));
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill('Lantern');
  await page.getByLabel('Engine').selectOption({ label: 'Model' });
  await page.getByLabel('Premise').fill('A girl must relight the harbour lantern before the storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern' })).toBeVisible();

  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await waitForRunToFinish(page);
  await expect(page.getByTestId('stage-status')).toHaveText('In review');
  const editor = page.getByTestId('artifact-editor');
  await expect(editor.getByRole('textbox').first()).toHaveValue('The Lantern');
  await expect(page.locator('[data-engine="model"]').first()).toContainText('e2e-model');
});
