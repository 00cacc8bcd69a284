import { expect, test, type Page } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { reachSamplePassages, replaceSectionText } from './support-stage';

// A signed-out reader comments on a passage through a comment link; the owner sees the comment
// waiting on the stage, then as a reader suggestion in the next round, and rejects it.

const PASSAGE = 'The lamp was cold and the harbour lay dark.';
const TEXT = `The keeper climbed the stairs. ${PASSAGE} She counted every step out loud.`;
const COMMENT = 'Who let the lamp go cold? I wanted to know here.';

/** Selects `words` inside the first element holding them, as a reader would with the mouse. */
async function selectWords(page: Page, words: string) {
  await page.evaluate((words) => {
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(words);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${words}" is not on the page`);
  }, words);
}

test('a signed-out reader comments through a link and the owner meets it in the next round', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signUp(page, newAccount('commented'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The keeper hears from readers');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByLabel('Writing points').fill('- The lamp must not go out');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('stage-board')).toBeVisible();
  const projectUrl = page.url();
  await reachSamplePassages(page);
  await replaceSectionText(page, TEXT);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const stageUrl = page.url();

  // The owner makes a comment link.
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'Share a link' }).click();
  await page.getByLabel('Label').fill('For my first readers');
  await page.getByLabel('Readers can comment').check();
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByTestId('new-share-url').inputValue();
  await expect(page.getByTestId('share-links').getByRole('row', { name: /For my first readers/ })).toContainText(
    'Comments',
  );

  // A reader with no account selects the passage and comments, by keyboard from the button on.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(url);
  await expect(reader.getByText('Shared view: you can comment')).toBeVisible();
  const samples = reader.getByTestId('shared-stage-samples');
  await selectWords(reader, PASSAGE);
  const open = samples.getByRole('button', { name: 'Comment on the selected passage' });
  await open.focus();
  await reader.keyboard.press('Enter');
  const form = samples.getByRole('form', { name: /^Comment on 1/ });
  await expect(form.getByLabel('Passage')).toHaveValue(PASSAGE);
  await expect(form.getByLabel('Your name')).toBeFocused();
  await reader.keyboard.type('Wen');
  await form.getByLabel('Comment').fill(COMMENT);
  expect(await seriousViolations(reader)).toEqual([]);
  await reader.screenshot({ path: test.info().outputPath('reader-comment-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Send comment' }).click();
  await expect(samples.getByRole('status')).toHaveText(/The author will see your comment/);

  // A passage that is not in the text gets a clear answer, and nothing typed is lost.
  await samples
    .getByRole('button', { name: /^Comment on/ })
    .first()
    .click();
  await form.getByLabel('Passage').fill('The lighthouse was warm.');
  await form.getByLabel('Your name').fill('Wen');
  await form.getByLabel('Comment').fill('Second thought.');
  await form.getByRole('button', { name: 'Send comment' }).click();
  await expect(form.getByRole('alert')).toHaveText(/not in the section's current text/);
  await expect(form.getByLabel('Comment')).toHaveValue('Second thought.');
  await reader.screenshot({ path: test.info().outputPath('reader-comment-refused.png'), fullPage: true });
  await context.close();

  // The owner sees it waiting, then as a reader suggestion in the next round.
  await page.goto(stageUrl);
  await expect(page.getByTestId('reader-comments-waiting')).toHaveText(/1 reader comment waits/);
  await page.screenshot({ path: test.info().outputPath('owner-waiting.png'), fullPage: true });
  const loopForm = page.getByTestId('start-loop-form');
  await loopForm.getByRole('radio', { name: /^Only section/ }).check();
  await loopForm.getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible({ timeout: 90_000 });
  const card = page.getByTestId('suggestion-card').filter({ hasText: COMMENT });
  await expect(card).toContainText('Reader');
  await expect(card).toContainText('— Wen');
  await expect(card.getByTestId('suggestion-status')).toHaveText('Open');
  await expect(page.getByTestId('reader-comments-waiting')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('owner-round.png'), fullPage: true });
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('decision-tally')).toContainText('1 to reject');
});
