import { expect, test, type Page } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { generatedOfflineStory, stageTab, writeSection } from './support-stage';

// A writer contradicts chapter 1 in chapter 3: the Continuity panel shows it with the earlier passage
// (a link to chapter 1), the writer marks it intentional with a reason, and it stays so after an
// unrelated edit and a reload.

const CHAPTER_1 = 'Mara was twelve the autumn the storm came. Mara had green eyes and a quick temper.';
const CHAPTER_3 = 'Mara ran to the gate. The fourteen-year-old had never been so fast.';
const REASON = 'Mara lies about her age to the harbour master.';

const panel = (page: Page) => page.getByTestId('continuity-panel');

/** Opens the panel from the keyboard (it stays open across a link within the stage). */
async function openPanel(page: Page) {
  // A panel toggled while the page is still loading may be rendered anew, closed, once it has loaded.
  await page.waitForLoadState('networkidle');
  if (!(await panel(page).evaluate((d) => (d as HTMLDetailsElement).open))) {
    await panel(page).locator('summary').focus();
    await page.keyboard.press('Enter');
  }
  await expect(panel(page).getByRole('heading', { name: /Open findings|待处理/ })).toBeVisible();
}

test('a contradiction of chapter 1 planted in chapter 3 is shown with its evidence, waived, and stays waived', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('continuity'));
  await generatedOfflineStory(page, {
    title: 'The Harbour Ledger',
    premise: 'A keeper’s daughter grows up through one storm season at the harbour.',
  });
  await stageTab(page, 'Final work').click();
  await expect(page.getByTestId('section-item').nth(2)).toBeVisible();

  await writeSection(page, 0, CHAPTER_1);
  await writeSection(page, 2, CHAPTER_3);
  // The row shows the chapter's number, then its title: the evidence links by the title.
  const row = page.getByTestId('section-item').nth(0).locator('span.font-medium').first();
  const chapter1 = (await row.evaluate((el) => el.lastChild?.textContent ?? ''))!.trim();

  await openPanel(page);
  const card = panel(page).getByTestId('continuity-finding').filter({ hasText: 'fourteen-year-old' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Contradiction');
  await expect(card).toContainText('Replace with: “twelve-year-old”');
  const evidence = card.getByTestId('continuity-evidence');
  await expect(evidence).toContainText('“Mara was twelve”');
  const toChapter1 = evidence.getByRole('link');
  await expect(toChapter1).toHaveAccessibleName(chapter1);
  expect(await seriousViolations(page, '[data-testid="continuity-panel"]')).toEqual([]);
  await page.screenshot({ path: '.data/reports/continuity-open-desktop.png', fullPage: true });

  // The evidence link opens chapter 1 in the editor.
  await toChapter1.click();
  await expect(page).toHaveURL(/[?&]section=/);
  await expect(page.getByTestId('prose-editor')).toContainText('Mara was twelve');

  await openPanel(page);
  const again = panel(page).getByTestId('continuity-finding').filter({ hasText: 'fourteen-year-old' });
  await again.getByLabel('Why it is intentional').fill(REASON);
  await again.getByRole('button', { name: 'Mark intentional' }).click();
  const waived = panel(page).getByRole('region', { name: /Marked intentional/ });
  await expect(waived.getByTestId('continuity-finding')).toContainText(`Intentional: ${REASON}`);
  await expect(panel(page).getByRole('region', { name: /Open findings/ })).not.toContainText('fourteen-year-old');

  // An unrelated edit (whose weekday does not follow from its dates: a finding of its own), then a reload: still waived.
  await writeSection(
    page,
    1,
    'On Monday, 3 March, the boats left the harbour. Three days later, on Friday, they came back with salt.',
  );
  await page.reload();
  await openPanel(page);
  await expect(panel(page).getByRole('region', { name: /Marked intentional/ })).toContainText(REASON);
  const open = panel(page).getByRole('region', { name: /Open findings/ });
  await expect(open).not.toContainText('fourteen-year-old');
  await expect(open.getByTestId('continuity-finding')).toContainText('3 days after "On Monday, 3 March" is Thursday');
  await expect(panel(page).getByRole('region', { name: 'Timeline' }).locator('.recharts-surface')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="continuity-panel"]')).toEqual([]);
  await page.screenshot({ path: '.data/reports/continuity-waived-desktop.png', fullPage: true });
  await panel(page).screenshot({ path: '.data/reports/continuity-panel-desktop.png' });

  // A phone, then the Chinese interface.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  expect(await seriousViolations(page, '[data-testid="continuity-panel"]')).toEqual([]);
  await panel(page).screenshot({ path: '.data/reports/continuity-panel-390.png' });
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'sf_locale', value: 'zh', domain: hostname, path: '/' }]);
  await page.reload();
  await openPanel(page);
  await expect(panel(page).getByRole('region', { name: /已标为有意/ })).toContainText(REASON);
  expect(await seriousViolations(page, '[data-testid="continuity-panel"]')).toEqual([]);
  await panel(page).screenshot({ path: '.data/reports/continuity-panel-390-zh.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel(page).screenshot({ path: '.data/reports/continuity-panel-desktop-zh.png' });
});
