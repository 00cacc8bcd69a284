import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { signIn } from './support';
import { stageActions, waitForRunToFinish } from './support-stage';

// A 390 px phone: the header folds into a menu, and no signed-in page scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } });

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the header folds into a menu that reaches every link and account control', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const control of [
    page.getByRole('link', { name: 'Projects', exact: true }),
    page.getByRole('link', { name: 'Admin' }),
    page.getByRole('link', { name: 'Account', exact: true }),
    page.getByLabel('Language'),
    page.getByRole('button', { name: 'Sign out', exact: true }),
  ]) {
    await expect(control).toBeInViewport();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
});

test('no signed-in page scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, E2E_ADMIN);
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('A phone-sized tide with a long title to wrap');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Premise').fill('Mara and Tomas race a tide across the mudflats.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('phone-sized tide');
  const project = new URL(page.url()).pathname;
  await page.goto(`${project}/stages/brief`);
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await waitForRunToFinish(page);
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outline' })).toBeVisible();
  await waitForRunToFinish(page);

  const pages = [
    '/projects',
    '/projects/new',
    '/projects/trash',
    '/account',
    project,
    `${project}/share`,
    `${project}/stages/brief`,
    `${project}/stages/outline`,
    `${project}/stages/samples`,
    `${project}/stages/final`,
    '/admin/rounds',
    '/admin/runs',
    '/admin/usage',
    '/admin/audit',
    '/admin/users',
  ];
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const by = await overflow(page);
    if (by > 0) wide.push(`${path}: ${by}px`);
  }
  expect(wide).toEqual([]);
});
