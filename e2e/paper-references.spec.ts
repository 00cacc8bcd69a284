import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support';
import {
  completeAnywayIfAsked,
  replaceSectionText,
  stageActions,
  stageStatus,
  waitForRunToFinish,
} from './support-stage';

// A paper on the offline engine, from its requirements to its export: the writer cites two sources
// in a section, imports them as BibTeX on the formatting stage, and finds the citations and the
// reference list (APA) in the assembled document and in the Markdown and JSON exports.

const BIBTEX = `@article{smith2020, author = {Smith, John and Doe, Jane}, title = {Kinship and Exchange},
  journal = {Journal of Anthropology}, year = {2020}, volume = {12}, pages = {1--20}}
@book{okafor2021, author = {Okafor, Ada}, title = {Ritual Economies}, publisher = {Harbour Press}, year = {2021}}`;
const CITING = 'Exchange binds kin groups [@smith2020], and ritual keeps the exchange going [@okafor2021].';
const IN_TEXT = 'Exchange binds kin groups (Smith & Doe, 2020), and ritual keeps the exchange going (Okafor, 2021).';
const SMITH = 'Smith, J., & Doe, J. (2020). Kinship and Exchange. Journal of Anthropology, 12, 1–20.';
const OKAFOR = 'Okafor, A. (2021). Ritual Economies. Harbour Press.';
// The Markdown download keeps APA's italics.
const SMITH_MD = 'Smith, J., & Doe, J. (2020). Kinship and Exchange. *Journal of Anthropology*, *12*, 1–20.';
const OKAFOR_MD = 'Okafor, A. (2021). *Ritual Economies*. Harbour Press.';

/** Waits until the stage named `name` is on screen, its run has finished and it waits in review. */
async function inReview(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 90_000 });
  await waitForRunToFinish(page);
}

async function download(page: Page, format: RegExp): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-links').first().getByRole('link', { name: format }).click(),
  ]);
  return readFileSync(await file.path(), 'utf8');
}

test('a paper cites its imported references and exports them as an APA reference list', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, newAccount('scholar'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Academic paper/ }).check();
  await page.getByLabel('Project title').fill('Gifts and kin');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Topic').fill('Gift exchange and kinship in island societies');
  await page.getByLabel('Discipline').fill('Anthropology');
  await page.getByLabel('Citation style').selectOption('APA');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gifts and kin' })).toBeVisible();

  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /Requirements/ })
    .first()
    .click();
  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await inReview(page, 'Requirements');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click(); // the plan is generated next
  await inReview(page, 'Plan');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click(); // the sections are written in order
  await inReview(page, 'Sections');

  // The writer cites both sources in the first section (selected when the stage opens).
  await replaceSectionText(page, CITING);
  await page.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click(); // the global review runs

  // The review ran as rounds; its round says in one line how the paper stands.
  await inReview(page, 'Review');
  const history = page.getByTestId('round-history');
  await history.locator('summary').first().click();
  const firstRound = history.getByTestId('round-row').first();
  await firstRound.getByRole('button', { name: /^Open round/ }).click();
  await expect(history.getByTestId('round-overall').first()).not.toBeEmpty();
  // Approving the review formats the paper and completes it: the writer lands on the board.
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await completeAnywayIfAsked(page);
  await expect(page).toHaveURL(/\/projects\/[^/]+$/, { timeout: 60_000 });

  // Formatting: the sources are imported, and the assembled document renders citations and the list.
  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /Formatting/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formatting' })).toBeVisible();
  const references = page.getByTestId('references-panel');
  await references.getByLabel('Sources to import').fill(BIBTEX);
  await references.getByRole('button', { name: 'Import' }).click();
  await expect(references.getByTestId('reference')).toHaveCount(2);
  await expect(references.getByTestId('reference').filter({ hasText: '[@smith2020]' })).toContainText(
    'Kinship and Exchange',
  );
  await expect(references.getByText('unverified')).toHaveCount(0);

  const document = page.getByTestId('assembled-document');
  await expect(document).toContainText(IN_TEXT);
  await expect(document).not.toContainText('[@smith2020]');
  await expect(document.getByRole('heading', { name: 'References' })).toBeVisible();
  await expect(document).toContainText(SMITH);
  await expect(document).toContainText(OKAFOR);
  await expect(document.locator('em', { hasText: 'Ritual Economies' })).toBeVisible();

  const markdown = await download(page, /Markdown/);
  expect(markdown).toContain(IN_TEXT);
  const list = markdown.slice(markdown.search(/^#+ References$/m));
  expect(list).toMatch(/^#+ References$/m);
  // APA orders the list by author: Okafor before Smith.
  expect(list.indexOf(OKAFOR_MD)).toBeGreaterThan(0);
  expect(list.indexOf(SMITH_MD)).toBeGreaterThan(list.indexOf(OKAFOR_MD));

  const json = JSON.parse(await download(page, /JSON/)) as {
    references?: { verified: boolean; item: { id: string } }[];
    document: { parts: { heading: string }[] };
  };
  expect(json.references?.map((r) => [r.item.id, r.verified]).sort()).toEqual([
    ['okafor2021', true],
    ['smith2020', true],
  ]);
  expect(json.document.parts.at(-1)?.heading).toBe('References');
});
