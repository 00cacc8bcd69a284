import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import type { Session } from './client';
import { spreadOf, type Spread } from './text-figures';

// The stage page in Chromium as a writer opens it: how much script it loads before the editor can be
// typed into, and how long after navigation that is. Each cold run has a fresh browser context (empty
// cache, the session cookie only); one warm run follows in the last context with its cache filled.

const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] };

export interface BrowserFigures {
  /** Bytes of the scripts loaded up to "editor usable", each body gzipped here (level 6, zlib's default). */
  scriptBytes: Spread;
  /** The same for the scripts the page's HTML names (loaded before it hydrates). */
  initialBytes: Spread;
  scriptCount: Spread;
  /** Navigation start to the page's first hydrated part. */
  hydrated: Spread;
  /** Navigation start to the editor being editable, hydrated and mounted. */
  usable: Spread;
  warmUsable: number;
}

interface Marks {
  hydrated: number;
  usable: number;
}

// Runs in the page before its own scripts: notes when the app has hydrated and when the editor is
// editable (CodeMirror has mounted its view on the content element), on the page's clock. A string:
// tsx would wrap a function's inner names in a helper the page does not have.
const WATCH_FOR_EDITOR = `
  const marks = (window.benchMarks = {});
  const check = () => {
    if (!marks.hydrated && document.querySelector('[data-hydrated="true"]')) marks.hydrated = performance.now();
    const content = document.querySelector('[data-testid="prose-editor"] .cm-content[contenteditable="true"]');
    if (marks.hydrated && !marks.usable && content?.cmTile) marks.usable = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function gzippedSize(response: Response): Promise<number> {
  return gzipSync(await response.body(), { level: 6 }).length;
}

type CmContent = { cmTile: { root: { view: { state: { doc: { length: number } } } } } };

/** Opens the page and waits until its editor is usable. */
async function openPage(page: Page, session: Session, url: string): Promise<Marks & { html: string }> {
  const document = await page.goto(`${session.base}${url}`, { waitUntil: 'commit' });
  const marks = await page
    .waitForFunction(
      () => {
        const { benchMarks } = window as unknown as { benchMarks: Partial<Marks> };
        return benchMarks.usable ? benchMarks : null;
      },
      null,
      { timeout: 60_000, polling: 50 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '.data/bench/stage-page.png' });
      const state = await page.evaluate(() =>
        JSON.stringify((window as unknown as { benchMarks: unknown }).benchMarks),
      );
      throw new Error(
        `the editor never became usable at ${page.url()} (${state}; see .data/bench/stage-page.png): ${error}`,
      );
    });
  return { ...((await marks.jsonValue()) as Marks), html: (await document?.text()) ?? '' };
}

/** Typing reaches the editor's document; the page is closed before the autosave fires (nothing is saved). */
async function typeAndClose(page: Page) {
  const content = page.getByTestId('prose-editor').locator('.cm-content');
  const length = () => content.evaluate((el) => (el as unknown as CmContent).cmTile.root.view.state.doc.length);
  const before = await length();
  await content.focus();
  await page.keyboard.type('x');
  if ((await length()) !== before + 1) throw new Error('typing in the editor did not reach its document');
  await page.close();
}

async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: session.base };
    }),
  );
  await context.addInitScript({ content: WATCH_FOR_EDITOR });
  return context;
}

/** A cold run: the marks, and the gzipped size of every script the page loaded up to "editor usable". */
async function coldRun(context: BrowserContext, session: Session, url: string) {
  const page = await context.newPage();
  const scripts: Response[] = [];
  let counting = true;
  page.on('response', (r) => counting && r.request().resourceType() === 'script' && scripts.push(r));
  const marks = await openPage(page, session, url);
  counting = false;
  const sizes = await Promise.all(scripts.map(gzippedSize));
  // Initial: the scripts the HTML names; the rest were asked for by script (the editor's, for one).
  const initial = sizes.filter((_, i) => marks.html.includes(new URL(scripts[i].url()).pathname));
  await typeAndClose(page);
  return { marks, sizes, initial };
}

export async function stagePageInBrowser(session: Session, url: string, runs: number): Promise<BrowserFigures> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const cold = [];
    let warmUsable = 0;
    for (let i = 0; i < runs; i++) {
      const context = await signedInContext(browser, session);
      cold.push(await coldRun(context, session, url));
      if (i === runs - 1) {
        // Warm: the same context's cache; the draft the cold run's keystroke left is dropped first.
        const page = await context.newPage();
        await page.addInitScript(() => localStorage.clear());
        warmUsable = (await openPage(page, session, url)).usable;
        await typeAndClose(page);
      }
      await context.close();
    }
    return {
      scriptBytes: spreadOf(cold.map((r) => sum(r.sizes))),
      initialBytes: spreadOf(cold.map((r) => sum(r.initial))),
      scriptCount: spreadOf(cold.map((r) => r.sizes.length)),
      hydrated: spreadOf(cold.map((r) => r.marks.hydrated)),
      usable: spreadOf(cold.map((r) => r.marks.usable)),
      warmUsable,
    };
  } finally {
    await browser.close();
  }
}
