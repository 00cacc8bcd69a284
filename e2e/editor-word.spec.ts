import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { reachSamplePassages, replaceSectionText, sectionText } from './support-stage';
import { editedDocx } from '../test/support/editor-docx';
import { readWordReview } from '../lib/import/word-review/read-word-review';

// A writer hands a stage to a human editor in Word and takes the returned file back: the editor's
// comment and tracked changes become the editor's suggestions in the next round, where the writer
// accepts one change and rejects the other.

const TEXT =
  'The keeper climbed the stairs. The lamp was cold and the harbour lay dark. She counted every step slowly.';

test('an editor’s Word file comes back into the loop: one change accepted, one rejected', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, newAccount('editor-word'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('The keeper goes to an editor');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByLabel('Writing points').fill('- The lamp must not go out');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('stage-board')).toBeVisible();
  await reachSamplePassages(page);
  await replaceSectionText(page, TEXT);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

  // The stage goes out as a Word file.
  const panel = page.getByTestId('editor-word');
  await panel.getByText('Editor in Word').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download for Word (.docx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('The keeper goes to an editor.docx');
  const out = await readWordReview(await readFile((await download.path())!));
  expect(out.text).toContain(TEXT);

  // It comes back with the editor's comment and two tracked changes.
  const returned = await editedDocx([
    { heading: 'Sample' },
    [
      'The keeper climbed ',
      { del: 'the', ins: 'the narrow', by: 'Ada Byrne' },
      ' stairs. ',
      { comment: 'Who let it go out?', by: 'Ada Byrne', on: 'The lamp was cold' },
      ' and the harbour lay dark. She counted every step',
      { del: ' slowly', by: 'Ada Byrne' },
      '.',
    ],
  ]);
  await panel.getByLabel("The editor's Word file").setInputFiles({
    name: 'returned.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: returned,
  });
  await panel.getByRole('button', { name: "Import the editor's changes" }).click();
  await expect(panel.getByRole('status')).toContainText('3 comments and changes wait for the next manual round.');
  expect(await seriousViolations(page, '[data-testid="editor-word"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-word-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The next round shows them as the editor's, signed; the writer accepts one change and rejects the other.
  const loopForm = page.getByTestId('start-loop-form');
  await loopForm.getByRole('radio', { name: /^Only section/ }).check();
  await loopForm.getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByTestId('decision-bar')).toBeVisible({ timeout: 90_000 });
  const editorCards = page.getByTestId('suggestion-card').filter({ hasText: '— Ada Byrne' });
  await expect(editorCards).toHaveCount(3);
  const narrow = editorCards.filter({ hasText: 'Replace “the” with “the narrow”' });
  const slowly = editorCards.filter({ hasText: 'Delete “slowly”' });
  await expect(narrow).toContainText('Editor');
  await expect(editorCards.filter({ hasText: 'Who let it go out?' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('editor-round.png'), fullPage: true });
  await narrow.getByRole('checkbox', { name: 'Accept' }).check();
  await slowly.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('decision-tally')).toHaveText(/^1 to accept · 1 to reject · \d+ undecided$/);
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Apply my decisions' }).click();
  await expect(page.getByTestId('current-round')).toHaveAttribute('data-round', '2', { timeout: 90_000 });
  expect(await sectionText(page)).toBe(TEXT.replace('climbed the stairs', 'climbed the narrow stairs'));

  // The panel in Chinese, on a phone.
  await page.getByLabel('Language').selectOption('zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByText('在 Word 中交给编辑').click();
  await expect(panel.getByRole('link', { name: '下载 Word 文件（.docx）' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-word-zh-phone.png'), fullPage: true });
});
