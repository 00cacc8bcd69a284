import type { DbReader, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { BOOK_STAGE } from '../../workflow/continuity/book-stage';
import { entityIndex } from '../../workflow/continuity/entities';
import type { Book } from '../../workflow/continuity/book';
import type { ContinuityFinding } from '../../workflow/continuity/findings';
import { findingFingerprint, partitionByWaivers } from '../../workflow/continuity/waivers';
import { stageOf, type TemplateKind } from '../../workflow/templates';
import { readContinuityBook } from './book';
import { listWaivers } from './waivers';

// What the Continuity panel shows for a stage's book: entities with their facts and where each was
// stated, the timeline in story order, the open findings and the waived ones.

export interface ViewFinding extends Omit<ContinuityFinding, 'rests'> {
  fingerprint: string;
  sectionTitle: string;
  evidence: (ContinuityFinding['evidence'][number] & { title: string | null })[];
  reason?: string;
}

export interface ContinuityView {
  stageKey: string;
  /** Each entity's facts, one line per attribute and value: where it is first stated, and how often again. */
  entities: {
    name: string;
    facts: {
      attribute: string;
      value: string;
      quote: string;
      sectionId: string;
      sectionTitle: string;
      /** Other passages that state the same. */
      more: number;
    }[];
  }[];
  /** Dated and counted moments in reading order, on one day count per section (null: a day the text does not fix). */
  timeline: { section: number; sectionTitle: string; quote: string; day: number | null; conflict: boolean }[];
  open: ViewFinding[];
  waived: ViewFinding[];
  /** How many there are in all: the lists above stop at SHOWN findings and SHOWN_MOMENTS moments. */
  counts: { open: number; waived: number; timeline: number };
}

// A writer works through findings from the start of the book; thousands at once help no one and
// would make the panel's read a megabyte.
const SHOWN = 100;
const SHOWN_MOMENTS = 300;

/** The stage of a project whose sections make its book, seen from any of its stages. */
async function bookStage(db: DbReader, { ownerId, projectId }: Omit<ProjectScope, 'db'>, stageKey?: string) {
  const project = await db.project.findFirst({
    where: { id: projectId, ownerId, deletedAt: null },
    select: { template: true },
  });
  if (!project) throw new ExpectedError('not_found');
  const template = project.template as TemplateKind;
  const definition = stageKey ? stageOf(template, stageKey) : null;
  const key =
    definition?.kind === 'sections'
      ? definition.key
      : definition?.kind === 'review' && definition.reviews
        ? definition.reviews
        : BOOK_STAGE[template];
  const stage = await db.stage.findFirst({ where: { projectId, key }, select: { id: true, key: true } });
  if (!stage) throw new ExpectedError('not_found');
  return stage;
}

export async function continuityView(
  { db, ownerId, projectId }: ProjectScope,
  stageKey?: string,
): Promise<ContinuityView> {
  const stage = await bookStage(db, { ownerId, projectId }, stageKey);
  const read = await readContinuityBook(db, { projectId, stageId: stage.id });
  const counts = { open: 0, waived: 0, timeline: 0 };
  const empty = { stageKey: stage.key, entities: [], timeline: [], open: [], waived: [], counts };
  if (!read) return empty;
  const waivers = await listWaivers(db, projectId);
  return read.viewOf(JSON.stringify(waivers), () => viewOf(stage.key, read.book, read.findings(), waivers));
}

/** The panel's view of a book's findings under the project's waivers. */
function viewOf(
  stageKey: string,
  book: Book,
  findings: ContinuityFinding[],
  waivers: Awaited<ReturnType<typeof listWaivers>>,
): ContinuityView {
  const titles = new Map(book.sections.map((s) => [s.id, s.title]));
  const { open, waived } = partitionByWaivers(findings, waivers);
  const show = (f: ContinuityFinding & { reason?: string }): ViewFinding => {
    const { rests: _rests, ...rest } = f;
    return {
      ...rest,
      fingerprint: findingFingerprint(f),
      sectionTitle: titles.get(f.sectionId) ?? '',
      evidence: f.evidence.map((e) => ({ ...e, title: e.sectionId ? (titles.get(e.sectionId) ?? '') : null })),
    };
  };
  const entities = entityIndex(
    book.bible,
    book.sections.flatMap((s) => s.facts.map((f) => f.subject)),
  );
  const byEntity = new Map<string, Map<string, ContinuityView['entities'][number]['facts'][number]>>();
  for (const s of book.sections)
    for (const f of s.facts)
      if ((f.kind === 'attribute' || f.kind === 'status') && f.subject && f.hedges.length === 0) {
        const name = entities.resolve(f.subject);
        const facts = byEntity.get(name) ?? new Map();
        const key = `${f.attribute}\u241F${f.value}`;
        const seen = facts.get(key);
        if (seen) seen.more++;
        else
          facts.set(key, {
            attribute: f.attribute,
            value: f.value,
            quote: f.quote,
            sectionId: s.id,
            sectionTitle: s.title,
            more: 0,
          });
        byEntity.set(name, facts);
      }
  const conflicted = new Set(findings.filter((f) => f.kind === 'timeline').map((f) => `${f.sectionId}|${f.start}`));
  const timeline: ContinuityView['timeline'] = [];
  book.sections.forEach((s, section) => {
    let day = 0;
    for (const f of s.facts) {
      if (f.kind !== 'time') continue;
      if (f.attribute === 'elapsed') day += Number(f.value);
      if (f.attribute === 'gap') day = NaN;
      if (f.attribute === 'weekday' || f.attribute === 'date')
        timeline.push({
          section,
          sectionTitle: s.title,
          quote: f.quote,
          day: Number.isNaN(day) ? null : day,
          conflict: conflicted.has(`${s.id}|${f.start}`),
        });
    }
  });
  return {
    stageKey,
    entities: [...byEntity.entries()]
      .map(([name, facts]) => ({ name, facts: [...facts.values()] }))
      .sort((a, b) => b.facts.length - a.facts.length || a.name.localeCompare(b.name)),
    timeline: timeline.slice(0, SHOWN_MOMENTS),
    open: open.slice(0, SHOWN).map(show),
    waived: waived.slice(0, SHOWN).map(show),
    counts: { open: open.length, waived: waived.length, timeline: timeline.length },
  };
}

/** The finding a writer waives, found again on the server: its facts come from the ledger, never from the client. */
export async function findingToWaive(
  scope: ProjectScope,
  { stageKey, fingerprint }: { stageKey?: string; fingerprint: string },
) {
  const stage = await bookStage(scope.db, scope, stageKey);
  const read = await readContinuityBook(scope.db, { projectId: scope.projectId, stageId: stage.id });
  const finding = read?.findings().find((f) => findingFingerprint(f) === fingerprint);
  if (!finding) throw new ExpectedError('not_found');
  return finding;
}
