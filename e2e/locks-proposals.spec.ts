import { expect, test, type Page } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { generatedOfflineStory, sectionText, stageTab, waitForRunToFinish } from './support-stage';

// A writer locks an outline entry from the keyboard, changes the approved outline, and regenerates the
// stale chapter: the new text waits beside the current one until they choose it, then the chapter is
// no longer stale.

const editor = (page: Page) => page.getByTestId('artifact-editor');

test('lock an outline entry, then regenerate a stale chapter as a proposal and choose it', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('locks'));
  await generatedOfflineStory(page, {
    title: 'The Locked Outline',
    premise: 'A keeper’s daughter tends the harbour lamp through one storm season.',
  });

  // The first outline entry, locked from the keyboard.
  await stageTab(page, 'Outline').click();
  const lock = editor(page).getByRole('button', { name: /^Lock Chapters 1/ });
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
  // The form is enabled once the page has read the finished run.
  await expect(lock).toBeEnabled({ timeout: 15_000 });
  await lock.focus();
  await page.keyboard.press('Enter');
  await expect(lock).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(editor(page).getByTestId('field-locked').first()).toContainText('Locked: regeneration and review');
  expect(await seriousViolations(page, '[data-testid="artifact-editor"]')).toEqual([]);
  await page.screenshot({ path: '.data/reports/field-lock-desktop.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await lock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/field-lock-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The writer still edits a locked entry by hand: its goal changes, and the first chapter goes stale.
  const goal = editor(page).getByRole('textbox', { name: 'Goal' }).first();
  await goal.fill('The keeper’s daughter finds the lamp already lit, and no one admits to lighting it.');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });

  await stageTab(page, 'Final work').click();
  const banner = page.getByTestId('stale-sections');
  await expect(banner).toContainText('Stale sections: 1.');
  await expect(banner).toContainText('nothing is replaced until you choose');
  const before = await page.getByTestId('section-item').count();
  await banner.getByRole('button', { name: 'Regenerate stale sections' }).click();
  await waitForRunToFinish(page);
  await expect(banner.getByTestId('stale-proposals')).toContainText('Regenerations waiting beside their sections: 1.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('section-item')).toHaveCount(before);

  // The stale chapter shows its proposal beside its text, written from the outline's new goal; the
  // writer takes it whole, which settles the chapter.
  await page.getByTestId('section-item').nth(0).click();
  const compare = page.getByTestId('variants-compare');
  await expect(compare).toBeVisible({ timeout: 15_000 });
  await expect(compare).toContainText('finds the lamp already lit');
  await page.screenshot({ path: '.data/reports/stale-proposal-desktop.png', fullPage: true });
  await compare.getByRole('button', { name: 'Use this variant' }).click();
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => sectionText(page)).toContain('finds the lamp already lit');
});
