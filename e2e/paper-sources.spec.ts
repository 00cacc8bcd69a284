import { expect, test, type Page } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { sectionText, stageActions, stageStatus, waitForRunToFinish } from './support-stage';

// A paper's sources from its first stage on (offline engine): the writer pastes a BibTeX entry and a
// DOI on the Requirements stage, completes the DOI's entry by hand, and finds the sources each
// section should draw on listed in its scaffold once the sections are written.

const BIBTEX = `@book{mauss1925, author = {Mauss, Marcel}, title = {The Gift: Forms and Functions of Exchange},
  publisher = {Cohen and West}, year = {1925}, abstract = {Gift exchange creates obligations that bind groups.}}`;
const DOI = '10.1038/nature12373';

async function inReview(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(stageStatus(page)).toHaveText('In review', { timeout: 90_000 });
  await waitForRunToFinish(page);
}

test('a paper’s sources are added on its first stage, completed by hand, and listed for each section', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('sources'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Academic paper/ }).check();
  await page.getByLabel('Project title').fill('Gifts and obligations');
  await page.getByLabel('Engine').selectOption({ label: 'Offline engine' });
  await page.getByLabel('Topic').fill('Gift exchange and the obligations it creates');
  await page.getByLabel('Discipline').fill('Anthropology');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page
    .getByTestId('stage-board')
    .getByRole('link', { name: /Requirements/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requirements' })).toBeVisible();

  // The sources panel is there before anything is written.
  const sources = page.getByTestId('references-panel');
  await expect(sources.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await sources.getByLabel('Sources to import').fill(BIBTEX);
  await sources.getByRole('button', { name: 'Import' }).click();
  await expect(sources.getByTestId('reference')).toHaveCount(1);
  await sources.getByLabel('Sources to import').fill(DOI);
  await sources.getByRole('button', { name: 'Import' }).click();
  const doiEntry = sources.getByTestId('reference').filter({ hasText: DOI });
  await expect(doiEntry).toContainText('to complete');

  // The writer completes the entry the DOI made.
  await doiEntry.getByRole('button', { name: 'Complete doi-nature12373' }).click();
  const form = page.getByRole('form', { name: 'Details of doi-nature12373' });
  await form.getByLabel('Title', { exact: true }).fill('Gift exchange in island societies');
  await form.getByLabel('Authors').fill('Kucsko, Georg');
  await form.getByLabel('Year').fill('2013');
  await form.getByLabel('Your note').fill('Measures how gifts bind kin groups.');
  await expect(async () => {
    expect(await seriousViolations(page, '[data-testid="references-panel"]')).toEqual([]);
  }).toPass();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(sources.getByTestId('reference').filter({ hasText: 'Kucsko, G. (2013)' })).toContainText(
    'Gift exchange in island societies',
  );
  await expect(sources.getByText('to complete')).toHaveCount(0);

  await stageActions(page).getByRole('button', { name: 'Generate' }).click();
  await inReview(page, 'Requirements');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await inReview(page, 'Plan');
  await stageActions(page).getByRole('button', { name: 'Approve' }).click();
  await inReview(page, 'Sections');

  // The offline scaffold of the first section lists the sources to draw on, by key.
  const scaffold = await sectionText(page);
  expect(scaffold).toContain('Sources to draw on');
  expect(scaffold).toMatch(/@mauss1925 — Mauss, M\. \(1925\)\. The Gift/);
  expect(scaffold).toMatch(/@doi-nature12373 — Kucsko, G\. \(2013\)\. Gift exchange in island societies/);
  await expect(page.getByTestId('references-panel').getByTestId('reference')).toHaveCount(2);
});
