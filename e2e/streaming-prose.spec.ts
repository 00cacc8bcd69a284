import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import {
  openHistory,
  reachSamplePassages,
  regenerateStage,
  sectionText,
  stageActions,
  stageStatus,
  waitForRunToFinish,
} from './support-stage';

// Prose streams onto the stage page as the model writes it: the test server sends the sample passages
// in small chunks, slowly (its premise says SLOW-STREAM-E2E), and the text must grow in the section's
// place while the run is still going; the writer can stop a section and keep what was written. A
// refinement round's revision streams the same way (the test server sends every streamed revision slowly).

const live = (page: Page) => page.getByTestId('live-section-text');

/** A new account with a story on the model engine, its board open. */
async function newModelStory(page: Page, account: string, premise: string) {
  await signUp(page, newAccount(account));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('Harbour lantern');
  await page.getByLabel('Engine').selectOption({ label: 'Model' });
  await page.getByLabel('Premise').fill(premise);
  await page.getByRole('button', { name: 'Create project' }).click();
}

/** Milliseconds from `since` until the section shows its first streamed words. */
async function firstTextAfter(page: Page, since: number): Promise<number> {
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="live-section-text"]')?.textContent ?? '').trim().length > 0,
    null,
    { polling: 20, timeout: 30_000 },
  );
  return Date.now() - since;
}

test('a section streams into the page while it is written, and stopping keeps what was written', async ({ page }) => {
  test.setTimeout(240_000);
  await newModelStory(page, 'streamer', 'SLOW-STREAM-E2E A girl must relight the harbour lantern before the storm.');
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 30_000 });
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outline' })).toBeVisible();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 30_000 });

  // Approving the outline starts the sample passages: the first one streams in.
  const latencies: number[] = [];
  let started = Date.now();
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample passages' })).toBeVisible();
  latencies.push(await firstTextAfter(page, started));
  const early = (await live(page).textContent()) ?? '';
  await expect
    .poll(async () => ((await live(page).textContent()) ?? '').length, { timeout: 10_000 })
    .toBeGreaterThan(early.length + 20);
  await expect(page.getByTestId('stage-progress')).toBeVisible(); // the run has not ended
  await page.screenshot({ path: '.data/reports/streaming-prose.png', fullPage: true });

  // Stop the passage: what is there is kept as a partial version.
  await page.getByRole('button', { name: 'Stop and keep text' }).click();
  await waitForRunToFinish(page);
  await expect(stageStatus(page)).toHaveText('In review');
  await page.getByTestId('section-item').first().click();
  const kept = await sectionText(page);
  expect(kept.length).toBeGreaterThan(early.length);
  expect(kept.length).toBeLessThan(24 * 61);
  expect(kept.startsWith('The wind rose over the harbour')).toBe(true);
  await expect((await openHistory(page)).getByTestId('partial-version')).toHaveCount(1);

  // Two more generations, to measure how soon the first words show.
  for (let i = 0; i < 2; i++) {
    started = Date.now();
    await regenerateStage(page);
    latencies.push(await firstTextAfter(page, started));
    await waitForRunToFinish(page, 90_000);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `[streaming] first visible text after ${latencies.join(', ')} ms; min/median/max ${sorted[0]}/${sorted[1]}/${sorted[2]} ms`,
  );
  expect(sorted[2]).toBeLessThan(15_000);
});

test("a round's revision shows in its section as it streams, marked as a revision", async ({ page }) => {
  test.setTimeout(180_000);
  await newModelStory(page, 'reviser', 'A girl must relight the harbour lantern before the storm.');
  await reachSamplePassages(page);
  await page.getByTestId('section-item').first().click();
  const before = await sectionText(page);

  // One auto round: the panel's review finds a high-priority point, and the reviser rewrites the section.
  const form = page.getByTestId('start-loop-form');
  await form.getByRole('radio', { name: /^Auto/ }).check();
  await form.getByLabel('Maximum rounds').fill('1');
  await form.getByRole('button', { name: 'Start auto mode' }).click();
  await expect(page.getByTestId('live-revision')).toHaveText('Revision in progress', { timeout: 60_000 });
  await expect(live(page)).toContainText('The lantern swung');
  await page.screenshot({ path: '.data/reports/streaming-revision.png', fullPage: true });
  const early = (await live(page).textContent()) ?? '';
  await expect
    .poll(async () => ((await live(page).textContent()) ?? '').length, { timeout: 10_000 })
    .toBeGreaterThan(early.length + 20);
  await expect(page.getByTestId('loop-run')).toBeVisible(); // the run has not ended
  await expect(page.getByRole('button', { name: 'Stop and keep text' })).toHaveCount(0);

  await expect(page.getByTestId('loop-run')).toHaveCount(0, { timeout: 90_000 });
  await page.getByTestId('section-item').first().click();
  const revised = await sectionText(page);
  expect(revised.startsWith(before.trim())).toBe(true);
  expect(revised.endsWith('The lantern swung and held its light.')).toBe(true);
  expect(revised.length).toBeGreaterThan(early.length);
});
