import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import { completeAnywayIfAsked, stageActions, waitForRunToFinish } from './support-stage';
import { docxParagraphs } from '../test/unit/export/zip';

async function createProject(
  page: Page,
  template: RegExp,
  title: string,
  fill: () => Promise<void>,
  options: { engine?: string; mode?: string } = {},
) {
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: template }).check();
  await page.getByLabel('Project title').fill(title);
  if (options.mode) await page.getByLabel('Mode').selectOption({ label: options.mode });
  if (options.engine) await page.getByLabel('Engine').selectOption({ label: options.engine });
  await fill();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const stageTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: new RegExp(`^\\d+\\.\\s*${name}`) });

async function approve(page: Page) {
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
}

test('a 3-player script goes through every stage and chapter to completion, then exports Markdown and DOCX', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('scripter'));
  await createProject(
    page,
    /Murder-mystery script/,
    'Jade Pavilion',
    async () => {
      await page.getByLabel('Players (1–12)').fill('3');
      await page.getByLabel('Era').fill('Shanghai, 1931');
      await page.getByLabel('Theme').fill('A jeweller dies during a charity auction');
    },
    { engine: 'Offline engine' },
  );

  await page.getByTestId('stage-board').getByRole('link', { name: /Plan/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await waitForRunToFinish(page);
  await expect(page.getByTestId('stage-status')).toHaveText('In review');
  await expect(page.getByTestId('artifact-editor')).toBeVisible();
  await approve(page);

  await stageTab(page, 'Outline').click();
  await waitForRunToFinish(page);
  await expect(page.getByTestId('stage-status')).toHaveText('In review');
  await approve(page);

  // Chapters are generated and approved one at a time: DM handbook, 3 player handbooks, materials, branches.
  await stageTab(page, 'Chapters').click();
  for (let chapter = 0; chapter < 6; chapter++) {
    await waitForRunToFinish(page);
    await expect(page.getByTestId('section-item')).toHaveCount(6);
    await approve(page);
  }
  // Approving the last chapter completes the script: the writer lands on the board, which leads to the result.
  await completeAnywayIfAsked(page);
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /Assembled script/ })
    .click();
  const document = page.getByTestId('assembled-document');
  await expect(document).toContainText('DM handbook');
  const exports = page.getByTestId('export-links');

  const [md] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: /Markdown/ }).click(),
  ]);
  const markdown = readFileSync(await md.path(), 'utf8');
  const order = [
    'DM handbook',
    'Player handbook 1',
    'Player handbook 2',
    'Player handbook 3',
    'Materials',
    'Branch structure',
  ];
  const positions = order.map((heading) => markdown.indexOf(heading));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: /Word|DOCX/ }).click(),
  ]);
  const paragraphs = docxParagraphs(new Uint8Array(readFileSync(await docx.path()))).join('\n');
  const docxPositions = order.map((heading) => paragraphs.indexOf(heading));
  expect(docxPositions.every((p) => p >= 0)).toBe(true);
  expect([...docxPositions].sort((a, b) => a - b)).toEqual(docxPositions);
});

test('a one-shot story is generated in one job, with progress, through to an assembled document', async ({ page }) => {
  await signUp(page, newAccount('oneshot'));
  await createProject(
    page,
    /Story/,
    'Harbour in one go',
    async () => {
      await page.getByLabel('Premise').fill('A keeper’s daughter tends the lamp alone through a storm.');
    },
    { mode: 'One-shot: generate everything in one go', engine: 'Offline engine' },
  );
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate everything' }).click();
  await waitForRunToFinish(page);
  await stageTab(page, 'Final work').click();
  await expect(page.getByTestId('stage-status')).toHaveText('Approved');
  await expect(page.getByTestId('section-item').first()).toBeVisible();
  await page.goto(page.url().replace(/\/stages\/.*/, ''));
  for (const stage of ['brief', 'outline', 'samples', 'final'])
    await expect(page.getByTestId(`stage-${stage}`)).toContainText('Approved');
});

test('a running generation can be cancelled, and the stage offers to resume it', async ({ page }) => {
  await signUp(page, newAccount('canceller'));
  // The model test server answers slowly when the brief mentions SLOW-E2E, so the run is still going.
  await createProject(
    page,
    /Story/,
    'Slow harbour',
    async () => {
      await page.getByLabel('Premise').fill('SLOW-E2E A keeper’s daughter tends the lamp alone through a storm.');
    },
    { mode: 'One-shot: generate everything in one go', engine: 'Model' },
  );
  await page.getByTestId('stage-board').getByRole('link', { name: /Brief/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate everything' }).click();
  const progress = page.getByTestId('stage-progress');
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel run' }).click();
  await waitForRunToFinish(page, 30_000);
  await expect(page.getByTestId('failed-run')).toContainText('cancelled');
  await expect(page.getByTestId('failed-run').getByRole('button', { name: 'Retry' })).toBeVisible();
});
