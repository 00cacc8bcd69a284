import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { stageActions } from './support-stage';

// Before the button: a writer on the model engine sees what generating the brief would take, sets a
// monthly budget too small for it, sees the estimate say so, and is refused with the figures when they
// press the button anyway. On a phone, and in Chinese. The offline engine says it costs nothing.
test('the estimate beside Generate, a budget it would pass, and the refusal with the figures', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('costs'));
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill('Lantern costs');
  await page.getByLabel('Engine').selectOption({ label: 'Model' });
  await page.getByLabel('Premise').fill('A girl must relight the harbour lantern before the storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern costs' })).toBeVisible();
  const projectUrl = page.url();

  const budget = page.getByRole('region', { name: 'Monthly budget' });
  await expect(budget.getByTestId('budget-standing')).toHaveText('No budget set: runs are not limited.');
  await budget.getByLabel('Budget').fill('500');
  await budget.getByLabel('Unit').selectOption('tokens');
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(budget.getByTestId('budget-standing')).toHaveText(
    /^0 tokens of 500 tokens used since \d{4}-\d\d-01; 500 tokens left\.$/,
  );
  await page.screenshot({ path: info.outputPath('1-budget.png'), fullPage: true });

  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  const estimate = page.getByTestId('cost-estimate');
  await expect(estimate).toHaveText(
    /^About [\d.]+K? tokens in and [\d.]+K? tokens out · no price for e2e-model · over this month's budget: 500 tokens of 500 tokens left$/,
  );
  await page.screenshot({ path: info.outputPath('2-estimate.png'), fullPage: true });

  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await expect(
    page.getByText(
      /^This run would take about [\d,]+ tokens, but only 500 of this month's budget of 500 tokens is left \(0 used\)\./,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('stage-status')).toHaveText('Not started');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('3-refused-phone.png'), fullPage: true });
  // The estimate and the refusal wrap within the phone's width (the page's own content, header aside).
  for (const box of [await estimate.boundingBox(), await page.locator('main').boundingBox()])
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);

  // On a phone the language sits in the header's menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(estimate).toHaveText(
    /^约输入 [\d.]+ 令牌、输出 [\d.]+ 令牌 · e2e-model 没有价格 · 超出本月预算：预算 500 令牌，仅剩 500 令牌$/,
  );
  await page.getByRole('button', { name: '生成', exact: true }).click();
  await expect(page.getByText(/^此次运行约需 [\d,]+ 令牌，但本月 500 令牌的预算只剩 500（已用 0）。/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('4-zh-phone.png'), fullPage: true });

  // Raised, the budget shows what is left of it on the project page.
  await page.goto(projectUrl);
  await page.getByLabel('预算', { exact: true }).fill('100000');
  await page.getByRole('button', { name: '保存预算' }).click();
  await expect(page.getByTestId('budget-standing')).toContainText('剩余 10万 令牌');
  await page.screenshot({ path: info.outputPath('5-zh-budget-phone.png'), fullPage: true });
});

test('the offline engine says it costs nothing', async ({ page }) => {
  await signUp(page, newAccount('costs-offline'));
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill('Offline costs');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper tends a lighthouse through one long storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await expect(page.getByTestId('cost-estimate')).toHaveText('Offline engine: no model call, no cost.');
});
