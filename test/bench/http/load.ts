import autocannon from 'autocannon';
import { db } from '../../../lib/db';
import { actionRequest, actionResult, type Session } from './client';
import type { SeededBook } from './seed';

// Writers reading the stage page and saving their section, all at once, through autocannon. Each save
// takes a section nobody else is saving, with the version it last saw, so every save should land.
// A writer's cycle is one page load and SAVES_PER_READ autosaves. Paced (`perWriterPerSecond`), each
// writer sends its requests at a person's rate; unpaced, every connection sends its next request as soon
// as the last one is answered, which measures what the server can take rather than what writers wait.

/** Autosaves per stage-page load in a writer's cycle: the editor saves 1.2 s after typing pauses. */
const SAVES_PER_READ = 4;

export interface LoadFigures {
  requests: number;
  /** Requests answered per second over the run. */
  throughput: number;
  reads: number;
  saves: number;
  readP95: number;
  saveP95: number;
  p95: number;
  errors: number;
  /** The first failed request's status and the start of its answer, to say what went wrong. */
  firstError?: string;
  lostSaves: number;
}

interface Writer {
  id: string;
  version: number;
  acknowledged: string[];
}

/** Runs so far: each run's save texts carry its number, so that no two runs save the same text. */
let runs = 0;

export async function concurrentWriters(
  session: Session,
  book: SeededBook,
  baseText: string,
  saveAction: string,
  opts: { connections: number; seconds: number; perWriterPerSecond?: number },
): Promise<LoadFigures> {
  const page = `/projects/${book.projectId}/stages/sections`;
  // Each writer starts from its section's version in the database: the Chromium phase's typing may
  // have been autosaved, and an earlier run saved them all.
  const writers: Writer[] = (await settledVersions(book)).map((s) => ({ ...s, acknowledged: [] }));
  const run = ++runs;
  const free = [...writers];
  const readTimes: number[] = [];
  const saveTimes: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const failed = (what: string, status: number, body: string) => {
    errors++;
    firstError ??= `${what}: HTTP ${status} ${body.slice(0, 200)}`;
  };
  let saveCount = 0;
  type Context = { started?: number; writer?: Writer; text?: string };
  const read: autocannon.Request = {
    method: 'GET',
    path: page,
    setupRequest: (req, context: Context) => ((context.started = performance.now()), req),
    onResponse: (status, body, context: Context) => {
      readTimes.push(performance.now() - context.started!);
      if (status !== 200) failed('read', status, body);
    },
  };
  const save: autocannon.Request = {
    setupRequest: (req, context: Context) => {
      context.started = performance.now();
      const writer = free.shift();
      if (!writer) return { ...req, method: 'GET', path: page };
      const text = `${baseText}\n\nSave ${++saveCount} of run ${run} by writer ${writer.id}.`;
      Object.assign(context, { writer, text });
      const input = { projectId: book.projectId, sectionId: writer.id, version: writer.version, text };
      const action = actionRequest(saveAction, session.base, page, input);
      return { ...req, ...action, path: page, headers: { ...req.headers, ...action.headers } };
    },
    onResponse: (status, body, context: Context) => {
      const writer = context.writer;
      if (!writer) return;
      saveTimes.push(performance.now() - context.started!);
      const outcome = actionResult(body);
      if (status === 200 && outcome?.ok && outcome.data) {
        writer.version = outcome.data.version;
        writer.acknowledged.push(context.text!);
      } else failed('save', status, body);
      free.push(writer);
      context.writer = undefined;
    },
  };
  const requests = [read, ...Array.from({ length: SAVES_PER_READ }, () => save)];
  const base = {
    url: session.base,
    duration: opts.seconds,
    timeout: 30,
    headers: { cookie: session.cookie },
    requests,
  };
  const results = opts.perWriterPerSecond
    ? await pacedConnections(base, Math.round(opts.connections * opts.perWriterPerSecond))
    : [await autocannon({ ...base, connections: opts.connections })];
  for (const result of results) {
    errors += result.errors + result.timeouts + result.non2xx;
    if (result.errors + result.timeouts > 0)
      firstError ??= `connections: ${result.errors} errors, ${result.timeouts} timeouts (autocannon)`;
  }
  const all = [...readTimes, ...saveTimes];
  return {
    requests: all.length,
    throughput: all.length / opts.seconds,
    reads: readTimes.length,
    saves: saveTimes.length,
    readP95: percentile(readTimes, 0.95),
    saveP95: percentile(saveTimes, 0.95),
    p95: percentile(all, 0.95),
    errors,
    firstError,
    lostSaves: await lostSaves(writers),
  };
}

/**
 * `rate` requests per second as independent writers send them: one connection per request a second
 * (autocannon's finest pace), each started at a random moment of the first second. One autocannon run
 * with `overallRate` ticks all its connections on the same timer, so every second's requests would
 * arrive in one burst, which no group of writers does.
 */
async function pacedConnections(opts: autocannon.Options, rate: number): Promise<autocannon.Result[]> {
  return Promise.all(
    Array.from({ length: rate }, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      return autocannon({ ...opts, connections: 1, overallRate: 1 });
    }),
  );
}

/**
 * The sections' versions once no save is still landing. autocannon stops with requests in flight and
 * drops their answers, but the server still commits those saves: a run that read the versions before
 * they land would start every such writer from a stale version and count its saves as conflicts.
 */
async function settledVersions(book: SeededBook): Promise<{ id: string; version: number }[]> {
  const read = () =>
    db().section.findMany({
      where: { id: { in: book.sections.map((s) => s.id) } },
      select: { id: true, version: true },
      orderBy: { id: 'asc' },
    });
  let last = await read();
  for (let waited = 0; waited < 60_000; waited += 2000) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = await read();
    if (now.every((s, i) => s.version === last[i].version)) return now;
    last = now;
  }
  throw new Error('saves were still landing a minute after the last run');
}

/** Saves the app acknowledged whose text no version in the database holds. */
async function lostSaves(writers: Writer[]): Promise<number> {
  let lost = 0;
  for (const { id, acknowledged } of writers) {
    if (acknowledged.length === 0) continue;
    const kept = await db().version.count({ where: { sectionId: id, text: { in: acknowledged } } });
    lost += acknowledged.length - kept;
  }
  return lost;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}
