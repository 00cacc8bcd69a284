import { expect, test, type Page } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { generatedOfflineStory, sectionText, stageTab, writeSection } from './support-stage';

// A writer renames a character in the story bible: the form shows what the rename touches before
// saving, the ripple arrives as a round of suggestions, and accepting one changes that sentence only.

const CHAPTER_1 = 'Mara climbed the tower at dusk. The lamp in Mara’s hands was cold. Maralyn waited below.';
const CHAPTER_2 = '“Mara!” Owen called from the quay.';

const bible = (page: Page) => page.getByTestId('bible-panel');
const cards = (page: Page) => page.getByTestId('suggestion-card');

test('rename a character, see the impact, review the ripple, accept some', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('ripple'));
  await generatedOfflineStory(page, {
    title: 'The Renamed Keeper',
    premise: 'A keeper’s daughter tends the harbour lamp through one storm season.',
  });
  await stageTab(page, 'Final work').click();
  await expect(page.getByTestId('section-item').nth(1)).toBeVisible();
  await writeSection(page, 0, CHAPTER_1);
  await writeSection(page, 1, CHAPTER_2);

  // The writer adds her, then renames her.
  await bible(page).locator('summary').click();
  const add = bible(page).getByRole('form', { name: 'New entry' });
  await add.getByLabel('Name').fill('Mara');
  await add.getByRole('button', { name: 'Add entry' }).click();
  const mara = bible(page).getByTestId('bible-entry').filter({ hasText: 'Mara' });
  await mara.getByRole('button', { name: 'Edit Mara' }).click();
  const edit = bible(page).getByRole('form', { name: 'Edit Mara' });
  await edit.getByLabel('Name').fill('Elena');
  await edit.getByRole('button', { name: 'Save entry' }).click();

  // Before anything is saved: what the rename would touch.
  const impact = edit.getByTestId('bible-impact');
  await expect(impact).toContainText('Renames “Mara” → “Elena” in 3 places across 2 sections: 3 passages to review.');
  expect(await seriousViolations(page, '[data-testid="bible-impact"]')).toEqual([]);
  await page.screenshot({ path: '.data/reports/ripple-impact-desktop.png', fullPage: true });
  await impact.getByRole('button', { name: 'Save and propose the changes' }).click();
  await expect(bible(page).getByTestId('bible-entry').filter({ hasText: 'Elena' })).toBeVisible();
  await expect(bible(page).getByTestId('bible-proposed')).toHaveText(
    '3 suggestions proposed in the review of the stages that state it. Nothing changes until you accept.',
  );

  // The ripple is a round of continuity suggestions; nothing in the text has changed.
  await page.getByTestId('section-item').nth(0).click();
  await expect.poll(() => sectionText(page)).toBe(CHAPTER_1);
  const lamp = cards(page).filter({ hasText: 'The lamp in Elena’s hands was cold.' });
  await expect(lamp).toHaveCount(1, { timeout: 15_000 });
  await expect(cards(page).filter({ hasText: 'Elena climbed the tower at dusk.' })).toHaveCount(1);
  await expect(lamp).toContainText('Renamed: “Mara” → “Elena”');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.data/reports/ripple-round-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Accept one of them: only that sentence changes.
  await lamp.getByRole('checkbox', { name: 'Accept' }).check();
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Apply my decisions' }).click();
  await expect(page.getByTestId('refinement-panel').getByTestId('loop-run')).toHaveCount(0, { timeout: 90_000 });
  await expect(async () => {
    await page.reload();
    await page.getByTestId('section-item').nth(0).click();
    await expect
      .poll(() => sectionText(page), { timeout: 5_000 })
      .toBe('Mara climbed the tower at dusk. The lamp in Elena’s hands was cold. Maralyn waited below.');
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('section-item').nth(1).click();
  await expect.poll(() => sectionText(page)).toBe(CHAPTER_2);
  await page.screenshot({ path: '.data/reports/ripple-accepted-desktop.png', fullPage: true });
});

test('a rewritten description: the impact says which passages need a model to be rewritten', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('ripple-rewrite'));
  await generatedOfflineStory(page, {
    title: 'The Keeper Rewritten',
    premise: 'A keeper’s daughter tends the harbour lamp through one storm season.',
  });
  await stageTab(page, 'Final work').click();
  await expect(page.getByTestId('section-item').nth(1)).toBeVisible();
  await writeSection(page, 0, 'Mara mended the nets at dawn. The gulls cried over the quay. Mara laughed.');

  await bible(page).locator('summary').click();
  const add = bible(page).getByRole('form', { name: 'New entry' });
  await add.getByLabel('Name').fill('Mara');
  await add.getByLabel('Description').fill('She mends nets for the fishermen.');
  await add.getByRole('button', { name: 'Add entry' }).click();
  await bible(page).getByRole('button', { name: 'Edit Mara' }).click();
  const edit = bible(page).getByRole('form', { name: 'Edit Mara' });
  await edit.getByLabel('Description').fill('She keeps the lighthouse lamp lit.');
  await edit.getByRole('button', { name: 'Save entry' }).click();

  // Offline, nothing can rewrite it: the impact says so and where it is, and offers the entry alone.
  const impact = edit.getByTestId('bible-impact');
  await expect(impact.getByTestId('ripple-rewrites')).toHaveText(
    '1 passage needs rewriting rather than replacing, which takes a model: this project works offline, so it is left to you.',
  );
  await expect(impact.getByRole('list', { name: 'Where they are' })).toContainText('“Mara mended the nets at dawn.”');
  await expect(impact.getByRole('button', { name: 'Save and propose the changes' })).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="bible-impact"]')).toEqual([]);
  await page.screenshot({ path: '.data/reports/ripple-rewrite-impact-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await impact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/ripple-rewrite-impact-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await impact.getByRole('button', { name: 'Save the entry only' }).click();
  await expect(
    bible(page).getByTestId('bible-entry').filter({ hasText: 'She keeps the lighthouse lamp lit.' }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});
