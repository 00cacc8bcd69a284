import { createProject } from '../../../lib/data/projects/projects';
import { storedLength } from '../../../lib/data/versions/append-version';
import { db } from '../../../lib/db';
import { extractPrompt } from '../../../lib/engine/model/extract/prompt';
import { openAITokenCounter } from '../../../lib/engine/model/budget/tokens';
import { extractFactsOffline } from '../../../lib/engine/offline/continuity/extract';
import type { Book } from '../../../lib/workflow/continuity/book';
import { checkContinuity } from '../../../lib/workflow/continuity/check';
import { templateOf } from '../../../lib/workflow/templates';
import { CONTINUITY_CHAPTERS, continuityChapter } from '../continuity-book';
import { actionRequest, actionResult, timedFetch, type Session, type Timed } from './client';
import { spreadOf, timed, type Spread } from './text-figures';

// The continuity figures: the Continuity panel's read of a 100,000-word story over HTTP with an empty
// ledger (every chapter extracted and compared) and after one chapter's edit (that chapter only);
// the same work in-process without HTTP or the database; and the model's input per edit.

export interface StoryBook {
  projectId: string;
  sections: { id: string; version: number }[];
  texts: string[];
}

/** A story at its final stage, written straight into the database, one version per chapter. */
export async function seedStory(ownerId: string, chapters = CONTINUITY_CHAPTERS): Promise<StoryBook> {
  const config = templateOf('story').config.parse({ premise: 'A harbour family through one storm season.' });
  const { id: projectId } = await createProject(db(), ownerId, {
    template: 'story',
    title: 'Continuity bench story',
    mode: 'staged',
    engine: 'offline',
    config: config as Record<string, unknown>,
  });
  const stage = await db().stage.update({
    where: { projectId_key: { projectId, key: 'final' } },
    data: { status: 'review' },
  });
  const texts = Array.from({ length: chapters }, (_, i) => continuityChapter(i));
  const sections: StoryBook['sections'] = [];
  for (const [position, text] of texts.entries()) {
    const section = await db().section.create({
      data: {
        projectId,
        stageId: stage.id,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        status: 'written',
      },
    });
    const version = await db().version.create({
      data: {
        projectId,
        stageId: stage.id,
        sectionId: section.id,
        number: 1,
        text,
        source: 'model',
        ...storedLength(text),
      },
    });
    await db().section.update({ where: { id: section.id }, data: { currentVersionId: version.id } });
    sections.push({ id: section.id, version: 1 });
  }
  return { projectId, sections, texts };
}

export interface ContinuityHttpFigures {
  full: Spread;
  fullBytes: Spread;
  edit: Spread;
  save: Spread;
  findings: number;
}

/**
 * The panel's read (GET /api/projects/…/continuity) RUNS times with the ledger emptied first, then
 * RUNS times right after a save of chapter 8 (the save timed too): what a writer waits for.
 */
export async function continuityOverHttp(
  session: Session,
  book: StoryBook,
  saveAction: string,
  runs: number,
): Promise<ContinuityHttpFigures> {
  const url = `/api/projects/${book.projectId}/continuity?stage=final`;
  const read = async () => {
    const reply = await timedFetch(session, url);
    if (reply.status !== 200) throw new Error(`continuity answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    return reply;
  };
  const emptyLedger = () => db().ledgerSection.deleteMany({ where: { projectId: book.projectId } });
  await read();
  const full: Timed[] = [];
  for (let i = 0; i < runs; i++) {
    await emptyLedger();
    full.push(await read());
  }
  const page = `/projects/${book.projectId}/stages/final`;
  const section = book.sections[7];
  const saves: Timed[] = [];
  const edits: Timed[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const input = {
      projectId: book.projectId,
      sectionId: section.id,
      version: section.version,
      text: `${book.texts[7]} Owen was forty by then, edit ${i}.`,
    };
    const saved = await timedFetch(session, page, actionRequest(saveAction, session.base, page, input));
    const result = actionResult(saved.body);
    if (!result?.ok || !result.data) throw new Error(`save failed (HTTP ${saved.status}): ${saved.body.slice(0, 300)}`);
    section.version = result.data.version;
    const edit = await read();
    // The first edit warms the path.
    if (i > 0) {
      saves.push(saved);
      edits.push(edit);
    }
  }
  const view = JSON.parse(full[0].body) as { counts: { open: number } };
  return {
    full: spreadOf(full.map((r) => r.ms)),
    fullBytes: spreadOf(full.map((r) => r.bytes)),
    edit: spreadOf(edits.map((r) => r.ms)),
    save: spreadOf(saves.map((r) => r.ms)),
    findings: view.counts.open,
  };
}

const CONTEXT = { language: 'en' as const, template: 'story' as const, known: [] };

const bookOf = (texts: string[], facts: ReturnType<typeof extractFactsOffline>[]): Book => ({
  language: 'en',
  bible: [],
  sections: facts.map((f, i) => ({
    id: `s${i}`,
    title: `Chapter ${i + 1}`,
    role: { kind: 'prose' },
    facts: f.map((x) => ({ ...x, sectionId: `s${i}`, quote: texts[i].slice(x.start, x.end) })),
  })),
});

/** The same work without HTTP or the database, and the model's input for one edit against the whole book. */
export function continuityInProcess(texts: string[], runs: number) {
  const words = texts.join(' ').split(/\s+/).length;
  const full = timed(runs, () => {
    const facts = texts.map((t) => extractFactsOffline(t, CONTEXT));
    return checkContinuity(bookOf(texts, facts)).length;
  });
  const facts = texts.map((t) => extractFactsOffline(t, CONTEXT));
  let edits = 0;
  const edit = timed(runs, () => {
    const edited = [...texts];
    edited[7] = `${texts[7]} Owen was forty by then, edit ${++edits}.`;
    facts[7] = extractFactsOffline(edited[7], CONTEXT);
    return checkContinuity(bookOf(edited, facts)).length;
  });
  const counter = openAITokenCounter();
  const tokens = (text: string) =>
    counter.count(extractPrompt({ language: 'en', template: 'story', title: 'Chapter', text, names: [] }).prompt);
  return {
    words,
    full: full.spread,
    edit: edit.spread,
    tokensPerEdit: tokens(texts[7]),
    tokensWholeBook: texts.reduce((sum, t) => sum + tokens(t), 0),
  };
}
