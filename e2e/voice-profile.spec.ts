import { expect, test } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';

// The writer's voice on the project page: measured on a manuscript they imported (their own text),
// described in plain words, with voice notes they save from the keyboard; on a phone and in Chinese.
const MANUSCRIPT = `# The ferry

Ruth kept the ferry for eleven years. She knew the river by its noise. In spring it shouted. In August it barely spoke.

The cable was older than she was. Every morning she walked its length and looked for frays. She found one in June. She spliced it before breakfast.

Passengers came in twos and threes. A farmer with eggs. A nurse going to the late shift. Once, a man with a coffin, who paid double and would not say whose.

"Is it safe?" the nurse asked, the first week. "Safer than the bridge," Ruth said. There was no bridge. The nurse laughed anyway, and after that she always sat up front.

Winter took the ferry out of the water. Ruth scraped the hull and painted it green. The paint was the wrong green. Nobody noticed but her.

In March the river rose over the landing. She waited two days. On the third she crossed with the eggs and the nurse and nobody else, and the water was brown and fast and full of branches.

That night she slept badly. The cable sang in the wind. She got up twice to look at it. It held.

Her brother wrote from the city once a year. He wanted her to sell. She used his letters to light the stove. They burned well. Better than the newspapers.

The nurse married a farmer in the autumn. Ruth took them both across after the wedding. The bride cried. The groom was sick over the side. Ruth charged them nothing and told them it was the river that paid.

"Sell it," her brother said when he came at Easter. "To who?" Ruth asked. "To anyone." "Anyone can have it when I'm dead." He did not come again.

Some days nobody came. On those days she fished from the landing and caught nothing and did not mind. The herons watched her. She watched the herons. Neither side learned much about the river.
`;

test('the voice panel describes the imported manuscript and keeps the writer’s notes', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('voice'));
  await page.goto('/projects/new');
  const importForm = page.getByRole('region', { name: 'Import a manuscript' });
  await importForm.getByLabel('File').setInputFiles({
    name: 'ferry.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(MANUSCRIPT),
  });
  await importForm.getByRole('button', { name: 'Import as a new project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ferry' })).toBeVisible();

  // Opened and filled from the keyboard.
  const panel = page.getByTestId('voice-panel');
  await panel.getByText('Your voice', { exact: true }).focus();
  await page.keyboard.press('Enter');
  const profile = panel.getByTestId('voice-profile');
  await expect(profile).toContainText('Your sentences are mostly short (median');
  await expect(profile).toContainText('Dialogue is a small part of your text');
  await expect(profile).toContainText('Narration: past tense, third person.');
  await expect(profile).toContainText('You often use:');
  await expect(panel).not.toContainText('the prompts will use it from');

  const notes = panel.getByLabel('Voice notes');
  // Focus does not wait as a click does: a field focused before the page can act would drop the typing.
  await expect(notes).toBeEditable();
  await notes.focus();
  await page.keyboard.type('No semicolons. Short paragraphs.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Notes saved. The next writing and revising runs use them.');

  expect(await seriousViolations(page, '[data-testid="voice-panel"]')).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/voice-desktop.png', fullPage: false });

  await page.reload();
  await panel.getByText('Your voice', { exact: true }).click();
  await expect(panel.getByLabel('Voice notes')).toHaveValue('No semicolons. Short paragraphs.');
  await panel.getByText('Passages of yours the prompts show as examples').click();
  await expect(panel.locator('blockquote').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.data/reports/voice-phone.png', fullPage: false });

  // The language menu is in the header's wide layout.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('Language').selectOption('zh');
  await expect(panel.getByText('你的文风', { exact: true })).toBeVisible();
  // Open whatever state the language switch left it in.
  await panel.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await expect(panel.getByTestId('voice-profile')).toBeVisible();
  await expect(panel.getByTestId('voice-profile')).toContainText('你的句子大多较短');
  await expect(panel.getByTestId('voice-profile')).toContainText('叙述：过去时、第三人称。');
  await expect(panel.getByLabel('文风备注')).toHaveValue('No semicolons. Short paragraphs.');
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.data/reports/voice-phone-zh.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('语言').selectOption('en');
});
