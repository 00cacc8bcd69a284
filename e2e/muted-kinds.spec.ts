import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { replaceSectionText, stageActions, waitForRunToFinish } from './support-stage';

// Rejections that teach: a writer who rejects the filler words of a round sees them muted in the
// project, with how many they rejected, and brings them back with one button; in English and Chinese.
test.describe.configure({ mode: 'serial' });

let page: Page;

const cards = () => page.getByTestId('suggestion-card');
const muted = () => page.getByTestId('muted-kinds');

async function inReview(name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(async () => {
    const stuck =
      (await page.getByTestId('stage-status').textContent()) !== 'In review' &&
      (await page.getByTestId('stage-progress').count()) === 0;
    if (stuck) await page.reload();
    await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await waitForRunToFinish(page);
}

async function waitForLoopRun() {
  await expect(page.getByTestId('refinement-panel').getByTestId('loop-run')).toHaveCount(0, { timeout: 90_000 });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signUp(page, newAccount('muter'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The keeper refuses');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByLabel('Writing points').fill('- The lamp must not go out');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await inReview('Brief');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await inReview('Outline');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await inReview('Sample passages');
});

test.afterAll(async () => {
  await page.close();
});

test('rejecting the filler words of a round mutes them, shown with the count and an undo', async () => {
  test.setTimeout(240_000);
  await replaceSectionText(
    page,
    'The keeper basically climbed the stairs. She was really tired. It was actually late.',
  );
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const form = page.getByTestId('start-loop-form');
  await form.getByRole('radio', { name: /^Only section/ }).check();
  await form.getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible({ timeout: 90_000 });
  await waitForLoopRun();
  await expect(cards().filter({ hasText: 'Filler word' })).toHaveCount(3);
  await page
    .getByTestId('decision-bar')
    .getByRole('button', { name: /^Reject the rest/ })
    .click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '2', { timeout: 90_000 });
  await waitForLoopRun();
  await expect(cards().filter({ hasText: 'Filler word' })).toHaveCount(0);
  if (await page.getByTestId('decision-bar').count())
    await page.getByTestId('decision-bar').getByRole('button', { name: 'Finish the loop' }).click();
  await expect(page.getByTestId('loop-stop-reason')).toBeVisible();

  await expect(muted()).toContainText('muted: you rejected 3 like this');
  await expect(muted().locator('[data-kind="filler"]')).toContainText('Lint');
  await muted().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/muted-kinds-desktop.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await muted().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/muted-kinds-phone.png', fullPage: false });

  // The language menu is in the header's wide layout.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('Language').selectOption('zh');
  await expect(muted()).toContainText('已静音：你拒绝过 3 条这类建议');
  await page.setViewportSize({ width: 390, height: 844 });
  await muted().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/muted-kinds-phone-zh.png', fullPage: false });
  await muted().getByRole('button', { name: '重新显示' }).click();
  await expect(muted()).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('语言').selectOption('en');
});
