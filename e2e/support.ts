import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique account per test run, so specs never depend on each other's data. */
export function newAccount(prefix: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${id}@e2e.test`, name: `${prefix} ${id}`, password: `pw-${id}-secret` };
}

export async function signUp(page: Page, account: { email: string; name: string; password: string }) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Display name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Sign out|退出登录/ }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/** The axe rules broken at serious or critical impact inside `selector` (the whole page without one), by id: [] when none is. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (selector ? axe.include(selector) : axe).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
