import { expect, test } from '@playwright/test';
import { newAccount, seriousViolations, signUp } from './support';
import { generatedOfflineStory, openSection, sectionText, stageTab, writeSection } from './support-stage';

// A fact changed in an earlier chapter, and a name changed in the approved brief: each offers the
// later passages that still state the old words, proposed as suggestions; nothing changes until the
// writer accepts, and accepting one changes only that sentence.

const CHAPTER_1 = 'Mara was twelve the autumn the storm came. Mara climbed the tower.';
const CHAPTER_3 = 'Mara was twelve and afraid of nothing. The lamp held.';

test('a changed fact and a renamed character are offered to the later passages, and accepting one changes only it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, newAccount('fact-ripple'));
  await generatedOfflineStory(page, {
    title: 'The Harbour Keeper',
    premise: 'Mara, a keeper’s daughter, tends the harbour lamp through one storm season.',
  });
  await stageTab(page, 'Final work').click();
  await writeSection(page, 0, CHAPTER_1);
  await writeSection(page, 2, CHAPTER_3);

  // Another sitting: chapter 1 now says fourteen; chapter 3 still says twelve.
  await page.reload();
  await writeSection(page, 0, CHAPTER_1.replace('twelve', 'fourteen'));
  const fact = page.getByTestId('fact-ripple');
  await expect(fact).toContainText('This edit changed Mara: “twelve” → “fourteen”.', { timeout: 15_000 });
  await expect(fact).toContainText('in 1 place across 1 section');
  expect(await seriousViolations(page, '[data-testid="fact-ripple"]')).toEqual([]);
  await fact.getByRole('button', { name: 'Propose the changes' }).click();
  await expect(page.getByText('1 suggestion proposed in this stage’s review.')).toBeVisible();

  // Proposed, not applied: chapter 3 is unchanged until the writer accepts.
  await openSection(page, 2);
  await expect.poll(() => sectionText(page)).toBe(CHAPTER_3);
  const card = page.getByTestId('suggestion-card').filter({ hasText: 'Mara was fourteen and afraid of nothing.' });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await card.getByRole('checkbox', { name: 'Accept' }).check();
  await page.getByTestId('decision-bar').getByRole('button', { name: 'Apply my decisions' }).click();
  await expect(page.getByTestId('refinement-panel').getByTestId('loop-run')).toHaveCount(0, { timeout: 90_000 });
  await expect(async () => {
    await page.reload();
    await openSection(page, 2);
    await expect
      .poll(() => sectionText(page), { timeout: 5_000 })
      .toBe('Mara was fourteen and afraid of nothing. The lamp held.');
  }).toPass({ timeout: 60_000 });

  // The approved brief renames her: the later stages' passages are counted, and "Not now" proposes nothing.
  await stageTab(page, 'Brief').click();
  const name = page.getByLabel('Name').first();
  await expect(name).toHaveValue('Mara');
  await name.fill('Elena');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
  const plan = page.getByTestId('plan-ripple');
  await expect(plan).toContainText('Since its approval, this changed “Mara” → “Elena”.', { timeout: 15_000 });
  expect(await seriousViolations(page, '[data-testid="plan-ripple"]')).toEqual([]);
  await plan.getByRole('button', { name: 'Not now' }).click();
  await expect(plan).toHaveCount(0);
  await stageTab(page, 'Final work').click();
  await openSection(page, 2);
  await expect.poll(() => sectionText(page)).toBe('Mara was fourteen and afraid of nothing. The lamp held.');
  await expect(page.getByTestId('suggestion-card').filter({ hasText: 'Elena' })).toHaveCount(0);
});
