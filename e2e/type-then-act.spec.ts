import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { reachSamplePassages, replaceSectionText, sectionText, stageActions } from './support-stage';

// A round or an approval clicked a moment after typing works on what was typed: the pending edit is
// saved first (no waiting for the autosave's pause), and the run reads it.

async function storyAtSamples(page: Page, title: string) {
  await signUp(page, newAccount('quick'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('Mara and Tomas race a tide across the mudflats.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reachSamplePassages(page);
}

test('a round started right after typing assesses the typed text', async ({ page }) => {
  test.setTimeout(180_000);
  await storyAtSamples(page, 'Quick round');
  const typed = 'Mara counted the the posts. [TODO: name the lighthouse]';
  await replaceSectionText(page, typed);
  // At once: the autosave would wait 1.2 s.
  await page.getByTestId('start-loop-form').getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '1', { timeout: 90_000 });
  await expect(page.getByTestId('refinement-panel').getByTestId('loop-run')).toHaveCount(0, { timeout: 90_000 });
  const cards = page.getByTestId('suggestion-card');
  await expect(cards.filter({ hasText: '[TODO: name the lighthouse]' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Repeated word "the"' })).toHaveCount(1);
  // And nothing was lost: the section holds what was typed.
  await page.reload();
  expect(await sectionText(page)).toBe(typed);
});

test('an approval clicked right after typing hands the typed text on', async ({ page }) => {
  test.setTimeout(180_000);
  await storyAtSamples(page, 'Quick approval');
  const typed = 'Mara tied the lantern to the last post before the water turned.';
  await replaceSectionText(page, typed);
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  // The final work opens with the samples word for word: the approval read what was on the screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Final work' })).toBeVisible();
  await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 60_000 });
  await expect.poll(() => sectionText(page)).toContain(typed);
});
