import { actionRequest, actionResult, timedFetch, type Session } from './client';
import type { SeededBook } from './seed';
import { spreadOf, type Spread } from './text-figures';

// A web novel's length: the stage page, a section save and the Markdown export of one very long book,
// each RUNS times after a warm-up (a save's figure is the median of ten).

export interface BookFigures {
  stagePage: Spread;
  save: Spread;
  markdownExport: Spread;
  exportBytes: number;
}

export async function longBookFigures(
  session: Session,
  book: SeededBook,
  saveAction: string,
  runs: number,
): Promise<BookFigures> {
  const page = `/projects/${book.projectId}/stages/sections`;
  const timedOk = async (url: string, init?: RequestInit) => {
    const reply = await timedFetch(session, url, init);
    if (reply.status !== 200) throw new Error(`${url} answered HTTP ${reply.status}: ${reply.body.slice(0, 200)}`);
    return reply;
  };
  for (let i = 0; i < 2; i++) await timedOk(page);
  const pages = [];
  for (let i = 0; i < runs; i++) pages.push((await timedOk(page)).ms);

  const section = book.sections[Math.floor(book.sections.length / 2)];
  let n = 0;
  const save = async () => {
    const input = {
      projectId: book.projectId,
      sectionId: section.id,
      version: section.version,
      text: `A new paragraph, save ${++n}.`,
    };
    const reply = await timedOk(page, actionRequest(saveAction, session.base, page, input));
    const result = actionResult(reply.body);
    if (!result?.ok || !result.data) throw new Error(`save failed: ${reply.body.slice(0, 200)}`);
    section.version = result.data.version;
    return reply.ms;
  };
  for (let i = 0; i < 5; i++) await save();
  const saves = [];
  for (let r = 0; r < runs; r++) {
    const times = [];
    for (let i = 0; i < 10; i++) times.push(await save());
    saves.push(spreadOf(times).median);
  }

  const url = `/api/projects/${book.projectId}/export?format=md`;
  await timedOk(url);
  const exports = [];
  let exportBytes = 0;
  for (let i = 0; i < runs; i++) {
    const reply = await timedOk(url);
    exports.push(reply.ms);
    exportBytes = reply.bytes;
  }
  return { stagePage: spreadOf(pages), save: spreadOf(saves), markdownExport: spreadOf(exports), exportBytes };
}
