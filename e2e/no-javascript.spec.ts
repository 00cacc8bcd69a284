import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';

// Sign-out is a plain form POST: it must work before the page hydrates, so also with no JavaScript at all.
test('sign-out works without JavaScript', async ({ page, browser }) => {
  await signUp(page, newAccount('nojs'));
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto('/projects');
  await expect(noScript.getByTestId('account-name')).toBeVisible();
  await noScript.getByRole('button', { name: 'Sign out' }).click();
  await expect(noScript).toHaveURL(/\/sign-in/);
  await noScript.goto('/projects');
  await expect(noScript).toHaveURL(/\/sign-in/);
  await context.close();
});
