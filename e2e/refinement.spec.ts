import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { openHistory, sectionText, stageActions, waitForRunToFinish } from './support-stage';

// The offline engine writes labelled scaffolds that quote the project's settings, so settings with
// filler words ("basically", "actually", "really") and a doubled "the" give the lint reviewer
// findings its reviser can fix by itself: fillers (low priority) and the repeated word (medium). A
// placeholder only the writer can fill (high priority) keeps auto mode going past its first round.
const PREMISE =
  'A keeper’s daughter tends the the lamp alone through a storm in [TODO: name the town] while the town council quietly debates selling the light.';
const POINTS =
  '- She basically keeps the light burning for the fleet\n- The town actually wants the lighthouse sold\n- Her grief is really a kind of work';

const STOP_REASONS: Record<string, string> = {
  no_suggestions: 'No suggestions left',
  no_high_priority: 'No high-priority suggestions left',
  not_decreasing: 'The number of suggestions did not fall for 2 rounds',
  repeated: 'The same suggestions as the round before',
  max_rounds: 'The maximum number of rounds was reached',
  budget: 'The token budget was reached',
  stopped_by_author: 'Stopped by the author',
  regressed: 'The last revision made things worse (it was rolled back)',
  unchanged: 'The last revision changed no text: what is left needs you',
  needs_author: 'Auto mode cannot apply what is left: it needs you',
};

const panel = (page: Page) => page.getByTestId('refinement-panel');

/** Waits for the loop's run to come and go (the panel refreshes when it ends). */
async function waitForLoopRun(page: Page, timeout = 90_000) {
  await expect(panel(page).getByTestId('loop-run')).toHaveCount(0, { timeout });
}

async function createStory(page: Page, title: string) {
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill(PREMISE);
  await page.getByLabel('Writing points').fill(POINTS);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * Waits until the stage on screen is in review. The stage page's reads are not one snapshot: a load
 * that falls on the moment a generation finishes can show "Generating" with no run to follow, so
 * the page is reloaded when it stops making progress.
 */
async function expectInReview(page: Page, stageName: string) {
  await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  let attempt = 0;
  await expect(async () => {
    const stuck =
      (await page.getByTestId('stage-status').textContent()) !== 'In review' &&
      (await page.getByTestId('stage-progress').count()) === 0;
    if (attempt++ > 0 && stuck) await page.reload();
    await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await waitForRunToFinish(page);
}

/** Brief → approve → outline → approve → sample passages, all on the offline engine. */
async function reachSamplesWithText(page: Page) {
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await expectInReview(page, 'Brief');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outline' })).toBeVisible();
  await expectInReview(page, 'Outline');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample passages' })).toBeVisible();
  await expectInReview(page, 'Sample passages');
  await expect(page.getByTestId('section-item')).toHaveCount(2);
}

const cards = (page: Page): Locator => page.getByTestId('suggestion-card');

test('a writer refines sample passages: lint round, accept 2, revision diff, auto mode, history, rollback to round 1', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page, newAccount('refiner'));
  await createStory(page, 'Lamp in the storm');
  await reachSamplesWithText(page);

  // Round 1, manual, with the reviewers an offline project offers (lint and continuity).
  const form = page.getByTestId('start-loop-form');
  await expect(form.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Red team' })).toBeDisabled();
  await form.getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '1', { timeout: 90_000 });
  await waitForLoopRun(page);

  // Highlights in the text, a card for each suggestion, and the keys spelled out.
  const editor = page.getByTestId('prose-editor');
  await expect(editor.locator('.cm-sf-hl').first()).toBeVisible();
  await expect(page.getByTestId('suggestion-keys-hint')).toContainText('Alt+A');
  const fillers = cards(page).filter({ hasText: 'Filler word' });
  expect(await fillers.count()).toBeGreaterThanOrEqual(2);
  const before = await sectionText(page);

  // Clicking a card's summary flashes its words; Alt+↓/↑ move between suggestions; Alt+A picks one;
  // a checkbox picks another.
  const first = fillers.nth(0);
  await first.getByRole('heading').getByRole('button').click();
  await expect(editor.locator('.cm-sf-flash')).toHaveCount(1);
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(first).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('suggestion-announcer')).toContainText('Suggestion');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first).toBeFocused();
  await page.keyboard.press('Alt+KeyA');
  await expect(first).toHaveAttribute('data-mark', 'accept');
  await fillers.nth(1).getByRole('checkbox', { name: 'Accept' }).check();
  // Clicking a highlight makes its card the focused one (the second filler's, while the first has focus).
  await expect(fillers.nth(1)).not.toHaveAttribute('aria-current', 'true');
  const highlightId = await fillers.nth(1).getAttribute('data-suggestion-id');
  await editor.locator(`.cm-sf-hl[data-suggestion-id="${highlightId}"]`).click();
  await expect(page.locator(`[data-testid="suggestion-card"][data-suggestion-id="${highlightId}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );

  await expect(page.getByTestId('decision-tally')).toHaveText(/^2 to accept · 0 to reject/);
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Apply my decisions' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '2', { timeout: 90_000 });
  await waitForLoopRun(page);

  // The revision's diff, one click away: the two filler words are struck out, and the editor shows the new text.
  const diff = page.getByTestId('revision-diff');
  await diff.getByText('Show what round 1 changed').click();
  await expect(diff.locator('del').first()).toBeVisible();
  await expect.poll(() => sectionText(page)).not.toBe(before);
  const afterRound1 = await sectionText(page);

  // Close the manual loop, then let auto mode run up to 3 rounds and read why it stopped.
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Finish the loop' }).click();
  await expect(page.getByTestId('loop-stop-reason')).toContainText(STOP_REASONS.stopped_by_author);
  await form.getByRole('radio', { name: /^Auto/ }).check();
  await expect(form.getByLabel('Maximum rounds')).toHaveValue('3');
  await form.getByRole('button', { name: 'Start auto mode' }).click();
  const stop = page.getByTestId('loop-stop-reason');
  await expect(stop).toHaveCount(0); // the new loop is open
  await expect(stop).toBeVisible({ timeout: 180_000 });
  await waitForLoopRun(page);
  const reason = (await stop.getAttribute('data-reason')) ?? '';
  expect(Object.keys(STOP_REASONS)).toContain(reason);
  await expect(stop).toContainText(STOP_REASONS[reason]);
  expect(reason).not.toBe('stopped_by_author');
  // Auto mode fixed the doubled "the" (medium priority), so the text moved on from round 1.
  await expect.poll(() => sectionText(page)).not.toBe(afterRound1);

  // The history: both loops, the trajectory chart, round 1 opened with its diff.
  const history = page.getByTestId('round-history');
  await history.locator('summary').first().click();
  await expect(history.getByTestId('loop-history-item')).toHaveCount(2);
  const autoLoop = history.getByTestId('loop-history-item').nth(0);
  const rounds = await autoLoop.getByTestId('round-row').count();
  expect(rounds).toBeGreaterThanOrEqual(2);
  expect(rounds).toBeLessThanOrEqual(4);
  await expect(autoLoop.getByTestId('round-row').last()).toContainText(STOP_REASONS[reason]);
  await expect(autoLoop.getByTestId('loop-chart')).toBeVisible();
  const manual = history.getByTestId('loop-history-item').filter({ hasText: 'Manual' });
  const round1 = manual.getByTestId('round-row').filter({ has: page.getByRole('rowheader', { name: /^Round 1/ }) });
  await expect(round1).toContainText('Accepted selected');
  await round1.getByRole('button', { name: 'Open round 1' }).click();
  await expect(manual.getByTestId('round-details').getByTestId('round-diff')).toBeVisible();
  await expect(manual.getByTestId('round-details').getByTestId('round-diff').locator('del').first()).toBeVisible();

  // Roll back to round 1 (confirmed): the text is round 1's again, and the version history says so.
  await round1.getByRole('button', { name: 'Roll back to this round' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back to round 1' }).click();
  await expect.poll(() => sectionText(page), { timeout: 20_000 }).toBe(afterRound1);
  const versions = await openHistory(page);
  await expect(versions.getByTestId('version-row').first()).toContainText('Rollback');

  // Variants of the section: compare them with the text, take one whole; it becomes a `variant` version.
  await page.getByTestId('variants-panel').getByRole('button', { name: 'Variants of this section' }).click();
  const compare = page.getByTestId('variants-compare');
  await expect(compare).toBeVisible({ timeout: 60_000 });
  await expect(compare.getByTestId('merge-editor')).toBeVisible();
  await compare.getByRole('tab', { name: 'Variant 2' }).click();
  await expect(compare.getByRole('tab', { name: 'Variant 2' })).toHaveAttribute('aria-selected', 'true');
  await compare.getByRole('button', { name: 'Use this variant' }).click();
  await expect(compare).toHaveCount(0);
  await expect(versions.getByTestId('version-row').first()).toContainText('Chosen variant');
});
