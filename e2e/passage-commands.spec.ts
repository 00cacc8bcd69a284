import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { reachSamplePassages, replaceSectionText, sectionText, waitForRunToFinish } from './support-stage';

// A writer selects a passage, asks for a shorter version from the keyboard, accepts the suggestion
// it becomes, and sees the text change (offline engine: filler words removed).
const TEXT = 'The keeper climbed the stairs. She was really very tired, and she basically just wanted to sleep.';
const PASSAGE = 'She was really very tired, and she basically just wanted to sleep.';
const SHORTER = 'She was tired, and she wanted to sleep.';

/** Selects `passage` in the editor the way a mouse drag would: a DOM selection CodeMirror follows. */
async function selectInEditor(page: Page, passage: string) {
  const content = page.getByTestId('prose-editor').locator('.cm-content');
  await content.click();
  await content.evaluate((el, quote) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(quote) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + quote.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${quote}" is not in the editor`);
  }, passage);
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(passage);
}

test('select a passage, ask for a shorter version, accept it: the text changes', async ({ page }, info) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('passages'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The keeper, shorter');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await reachSamplePassages(page);

  await replaceSectionText(page, TEXT);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

  // Keyboard: Alt+K from the text reaches the commands, Enter on the first one (Shorten).
  await selectInEditor(page, PASSAGE);
  await page.keyboard.press('Alt+KeyK');
  const commands = page.getByRole('group', { name: 'Commands on the selected passage' });
  await expect(commands.getByRole('button', { name: 'Shorten' })).toBeFocused();
  await page.screenshot({ path: info.outputPath('1-selected.png'), fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('passage-notice')).toHaveText(/Added to the suggestions/);

  const card = page.getByTestId('suggestion-card').filter({ hasText: 'Shorter passage' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(SHORTER);
  await expect(card.getByTestId('suggestion-status')).toHaveText('Open');
  await expect(page.getByTestId('prose-editor').locator('.cm-sf-hl')).toHaveText([PASSAGE]);
  await page.screenshot({ path: info.outputPath('2-suggestion.png'), fullPage: true });

  // Commands that need a model say so, translated, without changing anything.
  await selectInEditor(page, 'The keeper climbed the stairs.');
  await commands.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByTestId('passage-problem')).toHaveText(/needs a language model/);

  await card.getByRole('checkbox', { name: 'Accept' }).check();
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Apply my decisions' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '2', { timeout: 90_000 });
  await waitForRunToFinish(page, 90_000);
  await expect.poll(() => sectionText(page), { timeout: 30_000 }).toBe(`The keeper climbed the stairs. ${SHORTER}`);
  await page.screenshot({ path: info.outputPath('3-applied.png'), fullPage: true });
});
