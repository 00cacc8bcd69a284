// `npm run bench [-- --seconds=N]`: StoryFold over real HTTP against the production build. Starts the
// app as `npm start` does (building it first when the sources changed) on port 3418 with its own
// embedded Postgres on 55918 (.data/bench, recreated each run), seeds realistic data straight into the
// database, signs in through next-auth's credentials flow and measures what a writer waits for, over
// HTTP and, for the stage page's script and editor, in Chromium (/usr/bin/chromium, as the end-to-end tests).
// --seconds=N shortens each 60-second concurrent-writers run for a quick look. Exits 0 when it ran:
// targets are printed beside the figures, not enforced.
import { db, disconnectDb } from '../../../lib/db';
import { setDatabaseUrl } from '../../../lib/env';
import { embeddedUrl } from '../../../lib/runtime/postgres';
import { BENCH_ACCOUNT, BenchApp, ROOT } from './app';
import { stagePageInBrowser } from './browser';
import { actionId, actionRequest, actionResult, signIn, timedFetch, type Session, type Timed } from './client';
import { continuityInProcess, continuityOverHttp, seedStory, type StoryBook } from './continuity';
import { rippleInProcess } from './ripple';
import { concurrentWriters, type LoadFigures } from './load';
import { seedBook, type SeededBook } from './seed';
import { spreadOf, textFigures, type Spread } from './text-figures';

const RUNS = 3;
/** Seconds between one writer's requests in the paced load. */
const WRITER_PACE_S = 2;
const PORTS = { web: Number(process.env.BENCH_PORT ?? 3418), pg: Number(process.env.BENCH_PG_PORT ?? 55918) };
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 60);

type Row = [figure: string, measured: string, target: string, met: boolean | ''];
const rows: Row[] = [];
const ms = (v: number) => `${v.toFixed(0)} ms`;
const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;
const spread = (s: Spread, unit: (v: number) => string) => `${unit(s.min)} / ${unit(s.median)} / ${unit(s.max)}`;

async function stagePage(session: Session, book: SeededBook, label: string, targetMs: number, targetKb?: number) {
  const url = `/projects/${book.projectId}/stages/sections`;
  for (let i = 0; i < 2; i++) await timedFetch(session, url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timedFetch(session, url));
  if (runs.some((r) => r.status !== 200)) throw new Error(`stage page answered ${runs.map((r) => r.status)}`);
  const time = spreadOf(runs.map((r) => r.ms));
  const size = spreadOf(runs.map((r) => r.bytes));
  rows.push([`Stage page ${label}: server time`, spread(time, ms), `≤ ${targetMs} ms median`, time.median <= targetMs]);
  if (targetKb)
    rows.push([`Stage page ${label}: HTML`, spread(size, kb), `≤ ${targetKb} KB`, size.median <= targetKb * 1024]);
}

/** Saves timed in each run: a run's figure is their median, so one pause for garbage collection does not make it. */
const SAVES_PER_RUN = 10;

/**
 * The section save as the editor sends it: an explicit save (a new version each time) and an autosave
 * of one sitting (folded into the sitting's version). Five saves warm the path first.
 */
async function sectionSave(session: Session, book: SeededBook, action: string, text: string) {
  const page = `/projects/${book.projectId}/stages/sections`;
  const section = book.sections[0];
  let n = 0;
  const save = async (editSession?: string) => {
    const input = {
      projectId: book.projectId,
      sectionId: section.id,
      version: section.version,
      text: `${text} ${++n}`,
      editSession,
    };
    const reply = await timedFetch(session, page, actionRequest(action, session.base, page, input));
    const result = actionResult(reply.body);
    if (!result?.ok || !result.data) throw new Error(`save failed (HTTP ${reply.status}): ${reply.body.slice(0, 300)}`);
    section.version = result.data.version;
    return reply;
  };
  const timed = async (label: string, editSession?: string) => {
    for (let i = 0; i < 5; i++) await save(editSession);
    const runs: Timed[][] = [];
    for (let r = 0; r < RUNS; r++) {
      const replies: Timed[] = [];
      for (let i = 0; i < SAVES_PER_RUN; i++) replies.push(await save(editSession));
      runs.push(replies);
    }
    const time = spreadOf(runs.map((replies) => spreadOf(replies.map((r) => r.ms)).median));
    const size = spreadOf(runs.flat().map((r) => r.bytes));
    rows.push([
      `${label}: server time (median of ${SAVES_PER_RUN})`,
      spread(time, ms),
      '≤ 30 ms median',
      time.median <= 30,
    ]);
    rows.push([`${label}: response`, spread(size, kb), '≤ 5 KB', size.median <= 5 * 1024]);
  };
  await timed('Section save, a new version');
  await timed('Section autosave, one sitting', 'bench-sitting');
}

async function stagePageInChromium(session: Session, book: SeededBook) {
  const url = `/projects/${book.projectId}/stages/sections?section=${book.sections[0].id}`;
  const {
    scriptBytes: js,
    initialBytes,
    scriptCount,
    usable,
    hydrated,
    warmUsable,
  } = await stagePageInBrowser(session, url, RUNS);
  rows.push([
    'Stage page in Chromium: initial script (named by the HTML)',
    spread(initialBytes, kb),
    '≤ 250 KB',
    initialBytes.median <= 250 * 1024,
  ]);
  rows.push(['  all script up to a usable editor (with the editor chunk)', spread(js, kb), '', '']);
  rows.push(['  scripts loaded', spread(scriptCount, String), '', '']);
  rows.push(['Stage page in Chromium: editor usable', spread(usable, ms), '≤ 1000 ms median', usable.median <= 1000]);
  rows.push(['  page hydrated', spread(hydrated, ms), '', '']);
  rows.push(['  editor usable, warm cache (one run)', ms(warmUsable), '', '']);
}

/**
 * 50 writers for `seconds`, RUNS times: each sends a request every WRITER_PACE_S seconds (a stage-page
 * load, then four autosaves), more than a person typing does. Then once unpaced, every connection
 * sending its next request as soon as the last is answered: what one web process can take.
 */
async function writersAtOnce(session: Session, book: SeededBook, text: string, saveAction: string) {
  const runs: LoadFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    console.log(`50 writers, one request every ${WRITER_PACE_S} s each, for ${seconds} s (run ${i + 1} of ${RUNS}) …`);
    runs.push(
      await concurrentWriters(session, book, text, saveAction, {
        connections: 50,
        seconds,
        perWriterPerSecond: 1 / WRITER_PACE_S,
      }),
    );
  }
  const p95 = spreadOf(runs.map((r) => r.p95));
  rows.push([`50 writers, ${seconds} s: p95 (reads and saves)`, spread(p95, ms), '≤ 300 ms', p95.median <= 300]);
  rows.push(['  p95 of reads / of saves', runs.map((r) => `${ms(r.readP95)} / ${ms(r.saveP95)}`).join(', '), '', '']);
  rows.push([
    '  requests (reads / saves)',
    runs.map((r) => `${r.requests} (${r.reads} / ${r.saves})`).join(', '),
    '',
    '',
  ]);
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  const lost = runs.reduce((n, r) => n + r.lostSaves, 0);
  rows.push(['  errors', String(errors), '0', errors === 0]);
  const firstError = runs.find((r) => r.firstError)?.firstError;
  if (firstError) rows.push(['  first error', firstError, '', '']);
  rows.push(['  lost saves (checked in the database)', String(lost), '0', lost === 0]);
  console.log(`50 connections unpaced for ${seconds} s …`);
  const flat = await concurrentWriters(session, book, text, saveAction, { connections: 50, seconds });
  rows.push([`50 connections unpaced: requests per second`, flat.throughput.toFixed(0), '', '']);
  rows.push(['  p95 of reads / of saves', `${ms(flat.readP95)} / ${ms(flat.saveP95)}`, '', '']);
  rows.push([
    '  errors / lost saves',
    `${flat.errors} / ${flat.lostSaves}`,
    '0 / 0',
    flat.errors + flat.lostSaves === 0,
  ]);
}

/** The Continuity panel over HTTP on a 100,000-word story: a full check, and the re-check after one edit. */
async function continuityPanel(session: Session, story: StoryBook, saveAction: string) {
  const c = await continuityOverHttp(session, story, saveAction, RUNS);
  rows.push([
    'Continuity panel, 100,000-word story, empty ledger (every chapter extracted)',
    spread(c.full, ms),
    '≤ 2000 ms',
    c.full.median <= 2000,
  ]);
  rows.push(['  response', spread(c.fullBytes, kb), '', '']);
  rows.push([
    'Continuity panel after one chapter is saved (that chapter extracted)',
    spread(c.edit, ms),
    '≤ 200 ms',
    c.edit.median <= 200,
  ]);
  rows.push(['  the save before it (extracts nothing)', spread(c.save, ms), '', '']);
  rows.push(['  open findings in the book', String(c.findings), '', '']);
}

async function main() {
  const app = new BenchApp(PORTS);
  let story: StoryBook | undefined;
  try {
    console.log(`Starting the production app on ${app.base} (builds first when the sources changed) …`);
    await app.ready();
    setDatabaseUrl(embeddedUrl(PORTS.pg, 'storyfold'));
    const owner = await db().user.findUniqueOrThrow({ where: { email: BENCH_ACCOUNT.email } });
    console.log('Seeding a 100,000-word and a 300,000-word book …');
    const shape = { versions: 20, suggestions: 300 };
    const book = await seedBook(owner.id, 'Bench book', { words: 100_000, sections: 50, ...shape });
    const big = await seedBook(owner.id, 'Bench long book', { words: 300_000, sections: 150, ...shape });
    const session = await signIn(app.base, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
    const saveAction = actionId(ROOT, 'saveSection', 'lib/actions/stages.ts');
    const text = (
      await db().section.findUniqueOrThrow({
        where: { id: book.sections[0].id },
        select: { currentVersion: { select: { text: true } } },
      })
    ).currentVersion!.text;

    await stagePage(session, book, '100,000 words', 100, 150);
    await stagePage(session, big, '300,000 words', 150);
    await sectionSave(session, book, saveAction, text);
    console.log('Seeding a 100,000-word story for the continuity figures …');
    story = await seedStory(owner.id);
    await continuityPanel(session, story, saveAction);
    console.log('The stage page in Chromium …');
    await stagePageInChromium(session, book);
    await writersAtOnce(session, book, text, saveAction);
  } finally {
    await disconnectDb();
    await app.stop();
  }
  // With the app stopped, so that only the machine's other load shares the CPU.
  const t = textFigures(RUNS);
  rows.push(['Diff, 100,000 words after 1,000 edits', spread(t.diff, ms), '≤ 200 ms', t.diff.median <= 200]);
  rows.push(['  CPU time', spread(t.diffCpu, ms), '', '']);
  rows.push(['  identical output on every run', String(t.diffIdentical), 'true', t.diffIdentical]);
  rows.push([
    'Re-anchor 2,000 suggestions after 1,000 edits',
    spread(t.reanchor, ms),
    '≤ 50 ms',
    t.reanchor.median <= 50,
  ]);
  rows.push(['  CPU time', spread(t.reanchorCpu, ms), '', '']);
  rows.push(['  wrongly placed', String(t.reanchorWrong), '0', t.reanchorWrong === 0]);
  if (story) {
    const c = continuityInProcess(story.texts, RUNS);
    rows.push([
      `Continuity check in-process, ${c.words.toLocaleString('en')} words: all extracted and compared`,
      spread(c.full, ms),
      '≤ 2000 ms',
      c.full.median <= 2000,
    ]);
    rows.push(['  after one chapter edit', spread(c.edit, ms), '≤ 200 ms', c.edit.median <= 200]);
    rows.push([
      'Continuity with a model: input tokens per edit (one chapter) / whole book',
      `${c.tokensPerEdit.toLocaleString('en')} / ${c.tokensWholeBook.toLocaleString('en')}`,
      'one chapter',
      c.tokensPerEdit < c.tokensWholeBook / 10,
    ]);
    const r = rippleInProcess(story.texts, RUNS);
    rows.push([
      `Ripple of a rename in-process, ${c.words.toLocaleString('en')} words (${r.places.toLocaleString('en')} places)`,
      spread(r.spread, ms),
      '≤ 500 ms',
      r.spread.max <= 500,
    ]);
  }
  console.log(`\nStoryFold over HTTP (production build); timings min / median / max of ${RUNS}`);
  console.table(rows.map(([figure, measured, target, met]) => ({ figure, measured, target, met })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
