import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { newAccount, signIn, signOut, signUp } from './support';
import { replaceSectionText, sectionText, stageActions, waitForRunToFinish } from './support-stage';

/** Collects every Content-Security-Policy violation the page reports (console and DOM events). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

const stageTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: new RegExp(`^\\d+\\.\\s*${name}`) });

async function generateAndApprove(page: Page, stage: string) {
  await expect(page.getByRole('heading', { level: 1, name: stage })).toBeVisible();
  await expect(async () => {
    if (
      (await page.getByTestId('stage-progress').count()) === 0 &&
      (await page.getByTestId('stage-status').textContent()) !== 'In review'
    )
      await page.reload();
    await expect(page.getByTestId('stage-status')).toHaveText('In review', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await waitForRunToFinish(page);
}

test('every page carries a nonce CSP, and the stage editor and charts work under it', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = watchCsp(page);
  const response = await page.goto('/sign-in');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(response!.headers()['permissions-policy']).toContain('camera=()');
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  expect(
    await page
      .locator('script[src]')
      .evaluateAll((els, n) => els.every((e) => (e as HTMLScriptElement).nonce === n), nonce),
  ).toBe(true);
  // A fresh nonce on every response.
  const again = await page.request.get('/sign-in');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);

  await signUp(page, newAccount('csp'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('Under policy');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper lights the lamp in a storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await generateAndApprove(page, 'Brief');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await stageTab(page, 'Outline').click();
  await generateAndApprove(page, 'Outline');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await stageTab(page, 'Sample passages').click();
  await generateAndApprove(page, 'Sample passages');

  // CodeMirror takes typing and shows it.
  await replaceSectionText(page, 'Typed under a strict policy.');
  await expect.poll(() => sectionText(page)).toBe('Typed under a strict policy.');

  // The admin dashboard's recharts charts render as SVG.
  await page.context().clearCookies();
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/usage');
  await expect(page.locator('.recharts-wrapper svg').first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('a copied session cookie stops working after sign-out', async ({ page, browser }) => {
  await signUp(page, newAccount('replay'));
  const copied = await page.context().cookies();
  await signOut(page);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  await stolen.goto('/projects');
  await expect(stolen).toHaveURL(/\/sign-in/);
  // Nor does next-auth's own session endpoint read the holder's name and email from it.
  const session = await stolen.request.get('/api/auth/session');
  expect(await session.json()).toEqual({});
  await thief.close();
});

test('sign-in never redirects to another site', async ({ page }) => {
  const writer = newAccount('redirect');
  await signUp(page, writer);
  await page.context().clearCookies();
  for (const next of [
    '%2F%5Cevil.example%2Fphish',
    '%2F%5C%2Fevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ]) {
    await page.goto(`/sign-in?next=${next}`);
    await page.getByLabel('Email').fill(writer.email);
    await page.getByLabel('Password').fill(writer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects$/);
    await page.context().clearCookies();
  }
  // A control character anywhere in the URL is not a page at all.
  expect((await page.request.get('/sign-in?next=%2F%09%2Fevil.example')).status()).toBe(404);
});

test('a sign-in link with a control character in its target is no page, but offers the sign-in form', async ({
  page,
}) => {
  const writer = newAccount('broken-link');
  await signUp(page, writer);
  await page.context().clearCookies();
  const response = await page.goto('/sign-in?next=%2F%09%2Fevil.example');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('status')).toContainText('The link you followed was broken');
  await page.getByLabel('Email').fill(writer.email);
  await page.getByLabel('Password').fill(writer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects$/);
});

test('a deleted project waits in the trash and can be restored', async ({ page }) => {
  await signUp(page, newAccount('trash'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('Keep me');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('A keeper lights the lamp in a storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keep me' })).toBeVisible();
  await page.getByText('Project settings', { exact: true }).click();
  await page.getByLabel('Type the project title to confirm deletion').fill('Keep me');
  await page.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: 'Keep me' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Keep me' })).toBeVisible();
});

test('a writer changes their password in account settings; an admin resets it on the users page', async ({
  page,
  browser,
}) => {
  const writer = newAccount('rotate');
  await signUp(page, writer);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByLabel('Current password').fill(writer.password);
  await page.getByLabel('New password', { exact: true }).fill('password');
  await page.getByLabel('New password again').fill('password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password is too easy to guess.', { exact: false })).toBeVisible();
  const fresh = 'amber-tide-walnut-63';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('New password again').fill(fresh);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, { email: writer.email, password: fresh });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.goto('/admin/users');
  admin.once('dialog', (d) => void d.accept());
  await admin
    .getByRole('row')
    .filter({ hasText: writer.email })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const issued = (await admin.getByTestId('one-time-password').textContent())!.trim();
  await adminContext.close();

  // The writer's session ended with the reset; the issued password works.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, { email: writer.email, password: issued });
});
