import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';

// A writer working in Chinese: the brief's form speaks Chinese (labels and hints), the premise's
// people are its characters (not 苏格兰, not 主角), and a round on the form reads as fields, not JSON.
const PREMISE =
  '十二岁的玛拉是苏格兰偏远小岛上灯塔看守人的女儿，她在礁石上发现了一个陌生人，必须决定是否相信叔叔托马斯。';

test('a Chinese brief: Chinese labels and hints, the premise’s people, a round shown on readable fields', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('zh-forms'));
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('link', { name: '项目', exact: true })).toBeVisible();

  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /故事/ }).check();
  await page.getByLabel('项目标题').fill('灯塔的女儿');
  await page.getByLabel('引擎').selectOption({ label: '离线引擎' });
  await page.getByLabel('故事梗概').fill(PREMISE);
  await page.getByLabel('文档语言').selectOption('zh');
  await page.getByRole('button', { name: '创建项目' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '灯塔的女儿' })).toBeVisible();

  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /写作要点/ })
    .first()
    .click();
  await page.getByRole('group', { name: '阶段操作' }).getByRole('button', { name: '生成' }).click();
  await expect(page.getByTestId('stage-status')).toHaveText('审阅中', { timeout: 60_000 });

  const form = page.getByTestId('artifact-editor');
  for (const label of ['标题', '一句话梗概', '人物', '写作要点', '一句话：谁想要什么，又是什么挡在路上'])
    await expect(form).toContainText(label);
  for (const english of ['Title', 'Logline', 'Characters', 'Writing points', 'who wants what'])
    await expect(form).not.toContainText(english);
  // The characters are the premise's people.
  await expect(form.getByLabel('姓名').first()).toHaveValue('玛拉');
  await expect(form.getByLabel('姓名').nth(1)).toHaveValue('托马斯');
  await expect(form.getByLabel('姓名')).toHaveCount(2);

  // A lint round on the form: its review shows labelled fields with the highlights, never JSON.
  await page.getByTestId('start-loop-form').getByRole('button', { name: '开始第 1 轮' }).click();
  const review = page.getByTestId('artifact-review');
  await expect(review).toBeVisible({ timeout: 90_000 });
  await expect(review.locator('.cm-content')).toContainText('一句话梗概:');
  await expect(review.locator('.cm-content')).not.toContainText('"logline"');
  await expect(review.locator('.cm-sf-hl').first()).toBeVisible();
});
