import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support';
import { stageActions, stageStatus, waitForRunToFinish } from './support-stage';

const ORIGINAL = `# Bus changes

## Timetable

From next spring, due to ongoing budget constraints across the network, the bus will run less often on some routes. Maybe night buses come back later.

## Tickets

Ask the office about passes and stuff.
`;

test('an imported original gets its questions on the project page, stays readable, and its review says where it stands', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('rewriter'));
  await page.goto('/projects/new');
  const importForm = page.getByRole('region', { name: 'Import a manuscript' });
  await importForm.getByLabel('File').setInputFiles({
    name: 'bus.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(ORIGINAL),
  });
  await importForm.getByRole('button', { name: 'Import as a new project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bus changes' })).toBeVisible();

  // The same questions a pasted original gets, each quoting the original from a word's start.
  const panel = page.getByTestId('rewrite-original');
  const questions = panel.getByTestId('clarification');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThanOrEqual(2);
  for (let i = 1; i <= (await questions.count()); i++) {
    const quote = /^"([^"]+)"/.exec(await panel.getByLabel(`Question ${i}`).inputValue())?.[1];
    if (!quote) continue; // a question about an abbreviation quotes nothing
    const at = ORIGINAL.indexOf(quote);
    expect(at, quote).toBeGreaterThanOrEqual(0);
    expect(at === 0 || /\s/.test(ORIGINAL[at - 1]), quote).toBe(true);
  }
  await panel.getByLabel('Answer 1').fill('Night buses return in May.');
  await panel.getByRole('button', { name: 'Save answers' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved: the rewrite will use them.');
  await page.reload();
  await expect(panel.getByLabel('Answer 1')).toHaveValue('Night buses return in May.');
  await expect(panel.getByTestId('clarification')).toHaveCount(1);
  // The original stays readable from the project.
  await panel.getByText('Show the original document').click();
  await expect(panel.getByRole('heading', { name: 'Timetable' })).toBeVisible();
  await expect(panel).toContainText('Ask the office about passes and stuff.');

  // Outline → sections → review, offline: the review stage opens on its verdict.
  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /Outline/ })
    .first()
    .click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 60_000 });
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 90_000 });
  await waitForRunToFinish(page);
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 90_000 });
  const report = page.getByTestId('review-report');
  await expect(report).toBeVisible();
  await expect(report.getByRole('heading', { name: /Latest review \(round \d+\)/ })).toBeVisible();
  await expect(report.getByTestId('review-counts')).toContainText(/finding|No findings/);
  // It sits above the round history.
  const reportBox = await report.boundingBox();
  const historyBox = await page.getByTestId('round-history').boundingBox();
  expect(reportBox!.y).toBeLessThan(historyBox!.y);
});

test('a murder-mystery script downloads as one Word file per player and one for the game master', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newAccount('host'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Murder-mystery script/ }).check();
  await page.getByLabel('Project title').fill('Jade handouts');
  await page.getByLabel('Mode').selectOption({ label: 'One-shot: generate everything in one go' });
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Players (1–12)').fill('3');
  await page.getByLabel('Era').fill('Shanghai, 1931');
  await page.getByLabel('Theme').fill('A jeweller dies during a charity auction');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jade handouts' })).toBeVisible();
  const board = page.url();
  await page.getByTestId('stage-board').getByRole('link', { name: /Plan/ }).first().click();
  await stageActions(page).getByRole('button', { name: 'Generate everything' }).click();
  await expect(page.getByTestId('stage-progress')).toBeVisible();
  await waitForRunToFinish(page, 120_000);
  await page.goto(board);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('board-summary')).toContainText('Completed.', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('board-summary')).toContainText(/\d+ words/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-links').getByRole('link', { name: 'Player handouts (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const names = Object.keys(zip.files).sort();
  expect(names).toHaveLength(4);
  expect(names[0]).toBe('00 Game master.docx');
  expect(names.slice(1).every((n, i) => n.startsWith(`0${i + 1} Player handbook ${i + 1}`))).toBe(true);
  const player = await JSZip.loadAsync(await zip.file(names[1])!.async('uint8array'));
  const xml = await player.file('word/document.xml')!.async('string');
  expect(xml).toContain('Player handbook 1');
  expect(xml).not.toContain('DM handbook');
});
