import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readZipEntry } from '../test/unit/export/zip';
import { newAccount, signUp } from './support';

const MANUSCRIPT = `# 雾港

## 第一章 风起

托马斯站在码头上，看着远处的船慢慢靠岸。

## Chapter Two: Night Crossing

The boat left at night.
`;

test('a Markdown manuscript imported into a story’s sections comes back out as an EPUB (and a PDF)', async ({
  page,
}) => {
  await signUp(page, newAccount('import'));
  await page.goto('/projects/new');
  await page.getByRole('radio', { name: /Story/ }).check();
  await page.getByLabel('Project title').fill('Harbour imported');
  await page.getByLabel('Premise').fill('A harbour town in the fog.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour imported' })).toBeVisible();
  const projectUrl = page.url();

  await page.goto(`${projectUrl}/stages/final`);
  const form = page.getByRole('form', { name: 'Import sections' });
  await page.locator('summary', { hasText: 'Import sections' }).click();
  // A wrong file is refused in place, with the reason.
  await form.getByLabel('File').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await form.getByRole('button', { name: 'Import sections' }).click();
  await expect(form.getByRole('alert')).toContainText('Only Word (.docx) and Markdown');

  await form.getByLabel('File').setInputFiles({
    name: 'harbour.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(MANUSCRIPT),
  });
  await form.getByRole('button', { name: 'Import sections' }).click();
  await expect(form.getByRole('status')).toHaveText('2 sections imported.');
  await expect(page.getByRole('heading', { level: 2, name: /第一章 风起/ })).toBeVisible();

  await page.goto(projectUrl);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-links').getByRole('link', { name: 'EPUB' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Harbour.imported\.epub$/);
  const epub = new Uint8Array(readFileSync(await download.path()));
  expect(readZipEntry(epub, 'mimetype')).toBe('application/epub+zip');
  expect(readZipEntry(epub, 'OEBPS/nav.xhtml')).toContain('第一章 风起');
  expect(readZipEntry(epub, 'OEBPS/part-001.xhtml')).toContain('<p>托马斯站在码头上，看着远处的船慢慢靠岸。</p>');
  expect(readZipEntry(epub, 'OEBPS/part-002.xhtml')).toContain('<h1>Chapter Two: Night Crossing</h1>');

  // The PDF comes from the production build too, with its embedded font found beside the app.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-links').getByRole('link', { name: 'PDF' }).click(),
  ]);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('a Markdown manuscript becomes a new rewrite project', async ({ page }) => {
  await signUp(page, newAccount('import-rewrite'));
  await page.goto('/projects/new');
  const form = page.getByRole('region', { name: 'Import a manuscript' });
  await form.getByLabel('File').setInputFiles({
    name: 'harbour.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(MANUSCRIPT),
  });
  await form.getByRole('button', { name: 'Import as a new project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '雾港' })).toBeVisible();
  await expect(page.getByText('Document rewrite')).toBeVisible();
});
