import fs from 'node:fs';
import { actionRequest, actionResult, timedFetch, type Session } from './client';
import type { SeededBook } from './seed';

// What one request costs the web process in CPU time, read from /proc for its whole process group:
// unlike wall time it hardly depends on what else the machine runs, so it says how many writers one
// process can take (a writer sends a page load and four autosaves every 10 s).

const TICK_MS = 10; // USER_HZ is 100 on Linux

function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * TICK_MS;
}

async function cpuPer(pgid: number, count: number, request: () => Promise<void>): Promise<number> {
  for (let i = 0; i < 3; i++) await request();
  const before = groupCpuMs(pgid);
  for (let i = 0; i < count; i++) await request();
  return (groupCpuMs(pgid) - before) / count;
}

/** CPU per stage page of `book`, over 40 requests after a warm-up. */
export async function pageCpuCost(session: Session, book: SeededBook, pgid: number): Promise<number> {
  const page = `/projects/${book.projectId}/stages/sections`;
  return cpuPer(pgid, 40, async () => {
    const reply = await timedFetch(session, page);
    if (reply.status !== 200) throw new Error(`stage page answered HTTP ${reply.status}`);
  });
}

/** CPU per save of the book's last section, over 80 saves after a warm-up. */
export async function saveCpuCost(session: Session, book: SeededBook, saveAction: string, pgid: number) {
  const page = `/projects/${book.projectId}/stages/sections`;
  const section = book.sections[book.sections.length - 1];
  let n = 0;
  return cpuPer(pgid, 80, async () => {
    const input = {
      projectId: book.projectId,
      sectionId: section.id,
      version: section.version,
      text: `CPU save ${++n}.`,
    };
    const reply = await timedFetch(session, page, actionRequest(saveAction, session.base, page, input));
    const result = actionResult(reply.body);
    if (!result?.ok || !result.data) throw new Error(`save failed: ${reply.body.slice(0, 200)}`);
    section.version = result.data.version;
  });
}

/**
 * What Next costs before any of the app's work: a route handler that answers a constant
 * (/api/health), and a server action refused by its schema before it reads anything.
 */
export async function floorCpuCost(session: Session, localeAction: string, pgid: number) {
  const routeMs = await cpuPer(pgid, 200, async () => {
    const reply = await timedFetch(session, '/api/health');
    if (reply.status !== 200) throw new Error(`/api/health answered HTTP ${reply.status}`);
  });
  const actionMs = await cpuPer(pgid, 200, async () => {
    const reply = await timedFetch(session, '/', actionRequest(localeAction, session.base, '/', { locale: 'xx' }));
    if (actionResult(reply.body)?.ok !== false)
      throw new Error(`setLocale was not refused: ${reply.body.slice(0, 200)}`);
  });
  return { routeMs, actionMs };
}

export async function webCpuCost(session: Session, book: SeededBook, saveAction: string, pgid: number) {
  const pageMs = await pageCpuCost(session, book, pgid);
  const saveMs = await saveCpuCost(session, book, saveAction, pgid);
  // At 70% of one core, so that requests rarely queue behind each other.
  const writers = Math.floor((0.7 * 10_000) / (pageMs + 4 * saveMs));
  return { pageMs, saveMs, writers };
}
