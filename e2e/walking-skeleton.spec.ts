import { expect, test } from '@playwright/test';
import { newAccount, signIn, signOut, signUp } from './support';

const STAGES = {
  story: ['Brief', 'Outline', 'Sample passages', 'Final work'],
  paper: ['Requirements', 'Plan', 'Sections', 'Review', 'Formatting'],
  script: ['Plan', 'Outline', 'Chapters', 'Assembled script'],
  rewrite: ['Outline', 'Sections', 'Review'],
} as const;

test('a writer signs up, creates a project of every template, sees its stage board, and finds them again after signing in', async ({
  page,
}) => {
  const writer = newAccount('writer');
  await signUp(page, writer);
  await expect(page.getByText('No projects yet')).toBeVisible();

  const create = async (template: string, title: string, fill: () => Promise<void>) => {
    await page.goto('/projects/new');
    await page.getByRole('radio', { name: new RegExp(template) }).check();
    await page.getByLabel('Project title').fill(title);
    await fill();
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };

  await create('Story', 'Harbour lights', async () => {
    await page.getByLabel('Premise').fill('A keeper’s daughter tends the lamp alone through a storm.');
  });
  await expect(
    page
      .getByTestId('stage-board')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(4);
  for (const stage of STAGES.story) await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible();

  await create('Academic paper', 'Functionalism revisited', async () => {
    await page.getByLabel('Topic').fill('Malinowski and functionalist anthropology');
    await page.getByLabel('Discipline').fill('Anthropology');
    await page.getByLabel('Citation style').selectOption('GB/T 7714');
  });
  for (const stage of STAGES.paper) await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible();

  await create('Murder-mystery script', 'Jade Pavilion', async () => {
    await page.getByLabel('Players (1–12)').fill('3');
    await page.getByLabel('Era').fill('Shanghai, 1931');
    await page.getByLabel('Theme').fill('A jeweller dies during a charity auction');
  });
  for (const stage of STAGES.script) await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible();

  await create('Document rewrite', 'Onboarding rewrite', async () => {
    await page.getByLabel('Original document').fill('# Onboarding\n\nGet a laptop. TODO: accounts.');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1').fill('Who reads it?');
    await page.getByLabel('Answer 1').fill('New engineers.');
  });
  for (const stage of STAGES.rewrite) await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible();

  await signOut(page);
  await signIn(page, writer);
  const list = page.getByTestId('project-list');
  for (const title of ['Harbour lights', 'Functionalism revisited', 'Jade Pavilion', 'Onboarding rewrite']) {
    await expect(list.getByRole('link', { name: title })).toBeVisible();
  }
  // Newest activity first.
  await expect(list.getByRole('link').first()).toHaveText('Onboarding rewrite');
});

test('bad input gets a clear message next to the field', async ({ page }) => {
  await signUp(page, newAccount('careless'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Murder-mystery script/ }).check();
  await page.getByLabel('Players (1–12)').fill('13');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Required.').first()).toBeVisible();
  await expect(page.getByText('Must be at most 12.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test('the UI switches to Chinese and the account remembers it', async ({ page }) => {
  const writer = newAccount('zh');
  await signUp(page, writer);
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: '我的项目' })).toBeVisible();
  await expect(page.getByRole('link', { name: '新建项目' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.context().clearCookies();
  await signIn(page, writer);
  await expect(page.getByRole('heading', { level: 1, name: '我的项目' })).toBeVisible();
});

test('a second account cannot open the first account’s project', async ({ page, browser }) => {
  const owner = newAccount('owner');
  await signUp(page, owner);
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill('Private drafts');
  await page.getByLabel('Premise').fill('Something only the owner may read.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Private drafts' })).toBeVisible();
  const url = page.url();

  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signUp(intruder, newAccount('intruder'));
  const response = await intruder.goto(url);
  expect(response?.status()).toBe(404);
  await expect(intruder.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(intruder.getByText('Private drafts')).toHaveCount(0);
  await other.close();
});

test('wrong credentials get one generic message', async ({ page }) => {
  const writer = newAccount('generic');
  await signUp(page, writer);
  await signOut(page);
  for (const attempt of [
    { email: writer.email, password: 'wrong-password' },
    { email: 'nobody@e2e.test', password: 'whatever-pass' },
  ]) {
    await page.getByLabel('Email').fill(attempt.email);
    await page.getByLabel('Password').fill(attempt.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  }
});
