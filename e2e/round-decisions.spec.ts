import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { replaceSectionText, stageActions, waitForRunToFinish } from './support-stage';

// A writer's decisions on refinement rounds mean what they say: one project on the offline engine,
// its first sample passage rewritten by hand for each case, one loop on that section at a time.
test.describe.configure({ mode: 'serial' });

let page: Page;

const cards = () => page.getByTestId('suggestion-card');
const card = (summary: string) => cards().filter({ hasText: summary });
const bar = () => page.getByTestId('decision-bar');
const form = () => page.getByTestId('start-loop-form');

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

/** Writes the first sample passage by hand and saves it. */
async function writePassage(text: string) {
  await replaceSectionText(page, text);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
}

/** Starts a manual loop on the selected section only, and waits for its first round. */
async function startRound() {
  await form()
    .getByRole('radio', { name: /^Only section/ })
    .check();
  await form().getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '1', { timeout: 90_000 });
  await expect(page.getByTestId('decision-bar')).toBeVisible({ timeout: 90_000 });
  await waitForLoopRun();
}

async function nextRound(number: number) {
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', String(number), { timeout: 90_000 });
  await waitForLoopRun();
}

async function finishLoop() {
  if (await bar().count()) await bar().getByRole('button', { name: 'Finish the loop' }).click();
  await expect(page.getByTestId('loop-stop-reason')).toBeVisible();
  await expect(page.getByTestId('suggestion-sidebar')).toHaveAttribute('data-closed', 'true');
  await expect(page.getByTestId('prose-editor').locator('.cm-sf-hl')).toHaveCount(0);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signUp(page, newAccount('decider'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The keeper decides');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByLabel('Writing points').fill('- The lamp must not go out');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await inReview('Brief');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click(); // moves on to the next stage
  await inReview('Outline');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click(); // moves on to the next stage
  await inReview('Sample passages');
});

test.afterAll(async () => {
  await page.close();
});

test('accepting 1 of 3 applies it and leaves the other two open', async () => {
  test.setTimeout(180_000);
  await writePassage('The keeper basically climbed the stairs. She was really tired, and the the lamp was cold.');
  await startRound();
  expect(await cards().count()).toBeGreaterThanOrEqual(3);
  await card('Repeated word').getByRole('checkbox', { name: 'Accept' }).check();
  await expect(page.getByTestId('decision-tally')).toHaveText(/^1 to accept · 0 to reject · \d+ undecided$/);
  await bar().getByRole('button', { name: 'Apply my decisions' }).click();
  await nextRound(2);
  await expect(card('Repeated word')).toHaveCount(0);
  for (const summary of ['Filler word "basically"', 'Filler word "really"']) {
    await expect(card(summary).getByTestId('suggestion-status')).toHaveText('Open');
  }
  await expect(cards().filter({ has: page.getByTestId('suggestion-status').getByText('Rejected') })).toHaveCount(0);
  await finishLoop();
});

test('a rejected filler word is not raised again there, but typed elsewhere it is', async () => {
  test.setTimeout(180_000);
  await writePassage('Mara basically watched the sea from the tower.');
  await startRound();
  await card('Filler word "basically"').getByRole('button', { name: 'Reject' }).click();
  await bar().getByRole('button', { name: 'Edit by hand, then re-assess' }).click();
  await writePassage('Mara basically watched the sea from the tower. By dawn the storm was basically over.');
  await page.getByTestId('edit-reassess').getByRole('button', { name: 'Re-assess now' }).click();
  await nextRound(2);
  const raised = card('Filler word "basically"');
  await expect(raised).toHaveCount(1);
  await expect(raised.getByTestId('suggestion-status')).toHaveText('Open');
  await expect(raised).toContainText('storm was basically over');
  await finishLoop();
});

test('auto mode on text only the writer can fix stops saying what needs them, with no revision counted', async () => {
  test.setTimeout(180_000);
  await writePassage('The keeper lit the lamp. [TODO: the storm scene] The night was long.');
  await form()
    .getByRole('radio', { name: /^Only section/ })
    .check();
  await form().getByRole('radio', { name: /^Auto/ }).check();
  await form().getByRole('button', { name: 'Start auto mode' }).click();
  // The previous loop's notice (stopped by the author) gives way to this loop's own.
  const stop = page.getByTestId('loop-stop-reason');
  await expect(async () => {
    expect(await stop.getAttribute('data-reason', { timeout: 1_000 })).toMatch(/^(unchanged|needs_author)$/);
  }).toPass({ timeout: 120_000 });
  await waitForLoopRun();
  await expect(stop).toContainText('needs you');
  await expect(page.getByTestId('loop-needs-you')).toHaveText(/^\d+ suggestions? needs? you\.$/);
  await expect(page.getByTestId('revision-diff')).toHaveCount(0);
  await expect(page.getByTestId('round-status')).not.toHaveText('Revised');
  await expect(page.getByTestId('suggestion-sidebar')).toHaveAttribute('data-closed', 'true');
});

test('asking for 3 variants shows 3, or says why fewer', async () => {
  test.setTimeout(180_000);
  await writePassage('The keeper was very tired. She really wanted to sleep, but the the lamp needed her.');
  const variants = page.getByTestId('variants-panel');
  await expect(variants.getByLabel('How many')).toHaveValue('3');
  await variants.getByRole('button', { name: 'Variants of this section' }).click();
  const compare = page.getByTestId('variants-compare');
  await expect(compare).toBeVisible({ timeout: 90_000 });
  const tabs = await compare.getByRole('tab').count();
  if (tabs < 3) await expect(compare.getByTestId('variants-fewer')).toContainText('You asked for 3');
  else expect(tabs).toBe(3);
  for (const summary of await compare.getByTestId('variant-summary').allTextContents()) expect(summary).not.toBe('');
  await expect(compare.getByRole('button', { name: 'Use this variant' })).toBeVisible();
  await expect(compare.getByRole('button', { name: 'Take this change' }).first()).toBeVisible();
  await compare.getByRole('button', { name: 'Close' }).click();
});

test('a round can be decided with the keyboard alone, from the page body', async () => {
  test.setTimeout(180_000);
  await writePassage('The keeper basically climbed the stairs. She was really tired, and the the lamp was cold.');
  await startRound();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Alt+ArrowDown');
  const first = cards().nth(0);
  await expect(first).toBeFocused();
  await page.keyboard.press('Alt+KeyA');
  await expect(first).toHaveAttribute('data-mark', 'accept');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(cards().nth(1)).toBeFocused();
  await page.keyboard.press('Alt+KeyR');
  await expect(cards().nth(1)).toHaveAttribute('data-mark', 'reject');
  await expect(page.getByTestId('decision-tally')).toHaveText(/^1 to accept · 1 to reject · \d+ undecided$/);
  await page.keyboard.press('Alt+Enter');
  await nextRound(2);
  const history = page.getByTestId('round-history');
  await history.locator('summary').first().click();
  await expect(history.getByTestId('round-row').first()).toContainText('Accepted selected');
});

/** Whether the decision bar is wholly inside the viewport now. */
async function barInView(): Promise<boolean> {
  const box = await page.getByTestId('decision-bar-panel').boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('the decision bar stays in view at 1024 and 800 px wide, over the text and the cards; a highlight at the very top focuses its card', async () => {
  test.setTimeout(180_000);
  await finishLoop();
  await writePassage(
    '[Scaffold] The keeper basically climbed the stairs. She was really tired, and the the lamp was cold.',
  );
  await startRound();
  const scaffold = card('Needs the author');
  const filler = card('Filler word "basically"');
  for (const width of [1024, 800]) {
    await page.setViewportSize({ width, height: 760 });
    // Over the bottom of the text, and over the last card (below the text at these widths).
    await page.getByTestId('prose-editor').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(barInView).toBe(true);
    await page.screenshot({ path: `.data/screens/round-${width}-text.png` });
    await cards().last().scrollIntoViewIfNeeded();
    await expect.poll(barInView).toBe(true);
    await page.screenshot({ path: `.data/screens/round-${width}-cards.png` });

    // Another card has the focus; clicking the highlight on the passage's first words moves it.
    await filler.getByText('Filler word "basically"').click();
    await expect(filler).toHaveAttribute('aria-current', 'true');
    const id = await scaffold.getAttribute('data-suggestion-id');
    const highlight = page.getByTestId('prose-editor').locator(`.cm-sf-hl[data-suggestion-id="${id}"]`);
    await expect(highlight).toHaveText('[Scaffold]');
    await highlight.click();
    await expect(scaffold).toHaveAttribute('aria-current', 'true');
    await expect(filler).not.toHaveAttribute('aria-current', 'true');
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});
