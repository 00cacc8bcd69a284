import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN, E2E_PG_PORT } from '../playwright.config';
import { newAccount, signIn, signUp } from './support';

// Review rounds and failed runs are rows a worker writes; this spec writes them straight into the
// e2e database (the UI that starts loops is not what is under test here), then drives the pages.
const DB_URL = `postgresql://storyfold:storyfold@127.0.0.1:${E2E_PG_PORT}/storyfold`;
const id = () => `e2e${randomBytes(10).toString('hex')}`;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** No serious or critical axe findings on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function createStory(page: Page, title: string): Promise<string> {
  await page.goto('/projects/new');
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Premise').fill('A keeper’s daughter tends the lamp alone through a storm.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url().split('/projects/')[1];
}

/** A brief, one sample passage and one finished review round that rewrote it. */
async function seedHistory(projectId: string, opts: { decision: string; stopReason: string | null }) {
  const stages = await sql<{ id: string; key: string }>(`SELECT id, key FROM "Stage" WHERE "projectId" = $1`, [
    projectId,
  ]);
  const stage = (key: string) => stages.find((s) => s.key === key)!.id;
  const [brief, section, v1, v2, loop, round] = [id(), id(), id(), id(), id(), id()];
  await sql(
    `INSERT INTO "Version" (id, "projectId", "stageId", number, data, source, engine) VALUES ($1, $2, $3, 1, $4, 'model', 'offline')`,
    [
      brief,
      projectId,
      stage('brief'),
      JSON.stringify({ title: 'The Lantern', logline: 'A girl relights the lamp before the storm.' }),
    ],
  );
  await sql(`UPDATE "Stage" SET "currentVersionId" = $1, status = 'approved' WHERE id = $2`, [brief, stage('brief')]);
  await sql(
    `INSERT INTO "Section" (id, "projectId", "stageId", position, "displayNumber", title, status, "updatedAt") VALUES ($1, $2, $3, 0, '1', 'Storm night', 'written', now())`,
    [section, projectId, stage('samples')],
  );
  await sql(
    `INSERT INTO "Version" (id, "projectId", "stageId", "sectionId", number, text, words, "lengthUnit", source, engine) VALUES ($1, $2, $3, $4, 1, 'The storm came early, and the lamp stayed dark.', 9, 'words', 'model', 'offline')`,
    [v1, projectId, stage('samples'), section],
  );
  await sql(
    `INSERT INTO "Loop" (id, "projectId", "stageId", roles, "updatedAt") VALUES ($1, $2, $3, ARRAY['red','lint'], now())`,
    [loop, projectId, stage('samples')],
  );
  await sql(
    `INSERT INTO "Round" (id, "loopId", "projectId", number, status, decision, "stopReason", engine, roles, "inputVersionIds", "outputVersionIds", "highCount", "lowCount", "finishedAt")
             VALUES ($1, $2, $3, 1, 'revised', $4, $5, 'model', ARRAY['red','lint'], ARRAY[$6], ARRAY[$7], 1, 1, now())`,
    [round, loop, projectId, opts.decision, opts.stopReason, v1, v2],
  );
  await sql(
    `INSERT INTO "Version" (id, "projectId", "stageId", "sectionId", number, text, words, "lengthUnit", source, engine, "parentId", "roundId") VALUES ($1, $2, $3, $4, 2, E'The storm came early; **Mei** climbed the tower and lit the lamp.\n\n- the keeper sleeps\n- the ship turns', 18, 'words', 'revision', 'model', $5, $6)`,
    [v2, projectId, stage('samples'), section, v1, round],
  );
  await sql(`UPDATE "Section" SET "currentVersionId" = $1 WHERE id = $2`, [v2, section]);
  await sql(
    `INSERT INTO "Suggestion" (id, "roundId", "projectId", "sectionId", role, type, priority, summary, expected, anchor, status, fingerprint, "updatedAt")
             VALUES ($1, $2, $3, $4, 'red', 'plot', 'high', 'Mei only watches the storm', 'Mei acts: she lights the lamp.', $5, 'resolved', $1, now())`,
    [
      id(),
      round,
      projectId,
      section,
      JSON.stringify({
        quote: 'the lamp stayed dark',
        prefix: 'The storm came early, and ',
        suffix: '.',
        start: 26,
        end: 46,
      }),
    ],
  );
  await sql(
    `INSERT INTO "ModelCall" (id, "projectId", "roundId", role, engine, provider, model, "inputTokens", "outputTokens", "latencyMs", attempts, outcome, "errorCode")
             VALUES ($1, $2, $3, 'reviser', 'model', 'openai', 'e2e-model', 1200, 300, 840, 3, 'error', 'rate_limited')`,
    [id(), projectId, round],
  );
  return { round };
}

test('the owner shares a read-only link, a visitor reads it, and after revoking the visitor gets not found', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('sharer');
  await signUp(page, owner);
  const projectId = await createStory(page, 'Harbour lights, shared');
  await seedHistory(projectId, { decision: 'accept_all', stopReason: null });

  await page.getByRole('link', { name: 'Share a link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share links' })).toBeVisible();
  await page.getByLabel('Label').fill('For my editor');
  await page.getByLabel('Expires').selectOption('7d');
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByTestId('new-share-url').inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Harbour lights, shared' })).toBeVisible();
  await expect(visitor.getByTestId('shared-by')).toHaveText(`Shared by ${owner.name}`);
  await expect(visitor.getByText(owner.email)).toHaveCount(0);
  await expect(visitor.getByTestId('stage-board')).toBeVisible();
  const samples = visitor.getByTestId('shared-stage-samples');
  await expect(samples).toContainText('Mei climbed the tower and lit the lamp.');
  // Formatted, not raw Markdown: bold is bold, bullets are a list.
  await expect(samples.locator('strong', { hasText: 'Mei' })).toBeVisible();
  await expect(samples.getByRole('listitem')).toHaveText(['the keeper sleeps', 'the ship turns']);
  await expect(samples).not.toContainText('**');
  await expect(visitor.getByTestId('shared-stage-brief')).toContainText('A girl relights the lamp before the storm.');
  await expect(visitor.getByTestId('last-changed')).toContainText('Last changed');
  await expect(visitor.getByTestId('link-expiry')).toContainText('This link expires');
  // The round history is one line per round; the details open on demand.
  const round = visitor.getByTestId('round');
  await expect(round).toContainText('Accepted all');
  await expect(round.getByTestId('suggestion')).toBeHidden();
  await round.locator('summary').click();
  await expect(round.getByTestId('suggestion')).toContainText('Mei only watches the storm');
  await expect(round.locator('del').first()).toBeVisible();
  await expect(round.locator('ins').filter({ hasText: 'climbed the tower' })).toBeVisible();
  // Nothing to edit with: no buttons, fields, forms, or links into the workspace.
  await expect(visitor.getByRole('button')).toHaveCount(0);
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
  await expect(visitor.locator('form, [contenteditable="true"]')).toHaveCount(0);
  await expect(visitor.locator('a[href^="/projects"]')).toHaveCount(0);
  await expectAccessible(visitor);

  await page.reload();
  const rows = page.getByTestId('share-links').getByRole('row', { name: /For my editor/ });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Active');
  await expect(rows).not.toContainText('Not yet');
  await expectAccessible(page);
  // The token was never stored: "copy again" makes a fresh link with the same label and lifetime.
  await rows.getByRole('button', { name: 'Copy link For my editor again' }).click();
  const again = await page.getByTestId('new-share-url').inputValue();
  expect(again).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  expect(again).not.toBe(url);
  await expect(rows).toHaveCount(2);
  const older = rows.last();
  await older.getByRole('button', { name: 'Revoke link For my editor' }).click();
  await expect(older).toContainText('Revoked');

  const after = await visitor.reload();
  expect(after?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(visitor.getByText('This link has expired or was turned off by its owner.')).toBeVisible();
  await expect(visitor.getByText('Harbour lights, shared')).toHaveCount(0);
  await expect(visitor.locator('a[href^="/projects"]')).toHaveCount(0);
  await expectAccessible(visitor);
  expect((await visitor.goto(again))?.status()).toBe(200);
  await visitorContext.close();

  await older.getByRole('button', { name: 'Delete link For my editor' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Active');
});

test('an admin filters rounds, follows a failed run to the provider’s reason and retries it; strangers get 404s', async ({
  page,
  browser,
}) => {
  // Two signed-in browsers, a CSV download and a real retry on the worker: longer than the default.
  test.setTimeout(150_000);
  const owner = newAccount('failing');
  await signUp(page, owner);
  const title = `Retry me ${owner.name}`;
  const projectId = await createStory(page, title);
  const { round } = await seedHistory(projectId, { decision: 'accept_policy', stopReason: 'max_rounds' });
  const [brief] = await sql<{ id: string }>(`SELECT id FROM "Stage" WHERE "projectId" = $1 AND key = 'brief'`, [
    projectId,
  ]);
  const [run] = await sql<{ id: string }>(
    `INSERT INTO "Run" (id, "projectId", "stageId", kind, status, params, "errorCode", "errorMessage", attempts, "finishedAt", "updatedAt")
     VALUES ($1, $2, $3, 'stage.generate', 'failed', '{"stageKey":"brief"}', 'model_unavailable', 'The model did not answer after 3 attempts.', 3, now(), now()) RETURNING id`,
    [id(), projectId, brief.id],
  );
  await sql(
    `UPDATE "Project" SET state = 'failed', "failedStage" = 'brief:generating', "failedReason" = 'The model did not answer after 3 attempts.' WHERE id = $1`,
    [projectId],
  );
  await sql(
    `INSERT INTO "ModelCall" (id, "projectId", "runId", role, engine, provider, model, "inputTokens", "outputTokens", "latencyMs", attempts, outcome, "errorCode")
             VALUES ($1, $2, $3, 'planner', 'model', 'openai', 'e2e-model', 900, 0, 30000, 3, 'error', 'timeout')`,
    [id(), projectId, run.id],
  );

  for (const path of ['/admin', '/admin/rounds', `/admin/rounds/${round}`, '/admin/runs', '/api/admin/rounds/csv']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.getByRole('link', { name: 'Admin' }).click();
  await expect(admin).toHaveURL(/\/admin\/rounds$/);
  // An admin is a stranger to a writer's project: its pages are real 404s, the streamed stage page too.
  for (const path of [
    `/projects/${projectId}`,
    `/projects/${projectId}/stages/brief`,
    `/projects/${projectId}/share`,
  ]) {
    expect((await admin.request.get(path)).status(), path).toBe(404);
  }
  await admin.getByLabel('Owner').fill(owner.email);
  await admin.getByLabel('Status').selectOption('revised');
  await admin.getByLabel('Stop reason').selectOption('max_rounds');
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/stopReason=max_rounds/);
  await expect(admin).toHaveURL(/status=revised/);
  const table = admin.getByTestId('rounds-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(title);
  await expectAccessible(admin);
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download CSV' }).click();
  expect(fs.readFileSync(await (await download).path(), 'utf8')).toContain(round);

  await table.getByRole('link', { name: `Open round 1 of ${title}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Round 1 of ${title}` })).toBeVisible();
  await expect(admin.getByTestId('round-summary')).toContainText('Maximum rounds reached');
  await expect(admin.getByTestId('suggestion')).toContainText('the lamp stayed dark');
  await expect(admin.getByTestId('suggestion')).toContainText('Resolved');
  await expect(admin.getByTestId('diff').locator('ins').first()).toBeVisible();
  await expect(admin.getByTestId('model-calls')).toContainText('Rate limited by the provider');
  await expectAccessible(admin);

  // From "something failed" to the provider's reason in two clicks.
  await admin.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Failed runs' }).click();
  const failed = admin.getByTestId('failed-run').filter({ hasText: title });
  await expect(failed).toContainText('The model did not answer after 3 attempts.');
  await expect(failed.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/admin/rounds?project=${projectId}`,
  );
  await expect(failed.getByRole('link', { name: owner.name, exact: true })).toBeVisible();
  await failed.getByRole('link', { name: `Open run ${title} · Stage generation` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/runs/${run.id}$`));
  const call = admin.getByTestId('model-calls').getByTestId('model-call');
  await expect(call).toHaveCount(1);
  await expect(call).toContainText('Error');
  await expect(call).toContainText('The provider did not answer in time');
  await expect(call).toContainText('30,000 ms');
  // Attempts mean requests to the provider, on the list, the run and each call alike.
  await expect(admin.getByTestId('run-summary')).toContainText('Attempts3');
  await expectAccessible(admin);
  await admin
    .getByTestId('run-reason')
    .getByRole('button', { name: `Retry ${title} · Stage generation` })
    .click();
  await admin.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Failed runs' }).click();
  await expect(admin.getByTestId('failed-run').filter({ hasText: title })).toHaveCount(0);
  // Re-enqueued for real: a worker picks it up and generates the brief this time.
  await expect
    .poll(async () => (await sql<{ status: string }>(`SELECT status FROM "Run" WHERE id = $1`, [run.id]))[0].status, {
      timeout: 30_000,
    })
    .toBe('succeeded');

  await admin.getByRole('link', { name: 'Usage and cost' }).click();
  await expect(admin.getByTestId('usage-by-model')).toContainText('e2e-model');
  await expect(admin.getByTestId('latency-by-model').getByRole('row', { name: /e2e-model/ })).toContainText('%');
  await expectAccessible(admin);

  await admin.getByRole('link', { name: 'Audit log' }).click();
  // Other specs' admins act at the same time: the retry is found by its run, not by its place in the log.
  const retried = admin
    .getByTestId('audit-log')
    .getByRole('row')
    .filter({ has: admin.getByRole('link', { name: `run:${run.id}` }) });
  await expect(retried).toContainText('Retried a failed run');
  await retried.getByRole('link', { name: `run:${run.id}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/runs/${run.id}$`));
  await adminContext.close();
});
