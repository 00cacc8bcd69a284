import 'server-only';
import type { DbReader, ProjectScope, Tx } from '../../db';
import { anchorAt } from '../../text/anchor';
import { countWords } from '../../text/count';
import type { BookRewrites, SectionRewrites } from '../../workflow/ripple/book-rewrites';
import type { UpstreamChange } from '../../workflow/ripple/ripple-suggestion';
import { MAX_RIPPLE_REWRITES } from '../../workflow/ripple/rewrite-request';
import { estimateViewOf, type EstimateView } from '../costs/estimate-view';
import { createRun } from '../runs/lifecycle';
import { rippleRound, withoutOpenPassages } from './record-ripple';
import type { RippleProject } from './ripple-project';

/** What an impact says of the passages that need rewriting rather than replacing. */
export interface RewriteImpact {
  /** Passages to rewrite (not in a locked section, not already proposed). */
  count: number;
  /** Passages in locked sections: left as they are. */
  locked: number;
  /** The project is on the offline engine: nothing can rewrite them, and the writer is told where they are. */
  needsModel: boolean;
  /** Where they are: the section's title and the passage's opening words (the first few). */
  where: { section: string; opening: string }[];
  /** What asking the model would cost, and the budget it meets (model engine, when there are any). */
  estimate: EstimateView | null;
}

const WHERE_SHOWN = 12;

/** A passage's opening words: eight words, or twelve Han characters. */
function opening(quote: string): string {
  if (/\p{Script=Han}/u.test(quote)) return [...quote].length > 12 ? `${[...quote].slice(0, 12).join('')}…` : quote;
  const words = quote.split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : quote;
}

/** The model's work on these passages, as the estimate models it. */
const rewriteWork = (sections: readonly SectionRewrites[], change: string) => ({
  type: 'ripple.rewrite' as const,
  passages: sections
    .flatMap((s) => s.passages.map((p) => ({ sectionId: s.sectionId, passageLength: countWords(p.quote) })))
    .slice(0, MAX_RIPPLE_REWRITES),
  changeChars: change.length,
});

/** The rewrites' share of an impact: counted, located and, on the model engine, priced. */
export async function rewriteImpact(
  scope: ProjectScope<DbReader>,
  { engine, rewrites, change }: { engine: RippleProject['engine']; rewrites: BookRewrites; change: string },
): Promise<RewriteImpact> {
  const left = await withoutOpenPassages(scope.db, rewrites.sections, 'quote');
  const count = left.reduce((n, s) => n + s.passages.length, 0);
  return {
    count,
    locked: rewrites.locked,
    needsModel: engine === 'offline',
    where: left
      .flatMap((s) => s.passages.map((p) => ({ section: s.title, opening: opening(p.quote) })))
      .slice(0, WHERE_SHOWN),
    estimate: count && engine === 'model' ? await estimateViewOf(scope, rewriteWork(left, change)) : null,
  };
}

/**
 * On the model engine, queues one run that asks the model for each passage on its own; its suggestions
 * go to the round of each passage's stage that the mechanical ripple went to (or opens). Inside the
 * proposing transaction; answers the run's id, or null when nothing is to be rewritten (or offline).
 */
export async function queueRippleRewrites(
  tx: Tx,
  project: RippleProject & { ownerId: string },
  {
    rewrites,
    change,
    upstream,
    stageOf,
    versionOf,
    textOf,
  }: {
    rewrites: BookRewrites;
    change: string;
    upstream: UpstreamChange;
    stageOf: ReadonlyMap<string, string>;
    versionOf: ReadonlyMap<string, string | null>;
    textOf: ReadonlyMap<string, string>;
  },
): Promise<string | null> {
  if (project.engine !== 'model') return null;
  const left = await withoutOpenPassages(tx, rewrites.sections, 'quote');
  if (!left.length) return null;
  const roundOf = new Map<string, string>();
  for (const stageId of new Set(left.map((s) => stageOf.get(s.sectionId)!))) {
    const ids = left.filter((s) => stageOf.get(s.sectionId) === stageId).map((s) => versionOf.get(s.sectionId));
    roundOf.set(
      stageId,
      await rippleRound(
        tx,
        { ...project, stageId },
        ids.filter((v): v is string => !!v),
      ),
    );
  }
  const passages = left
    .flatMap((s) =>
      s.passages.map((p) => ({
        roundId: roundOf.get(stageOf.get(s.sectionId)!)!,
        sectionId: s.sectionId,
        anchor: anchorAt(textOf.get(s.sectionId) ?? '', p.start, p.end),
      })),
    )
    .slice(0, MAX_RIPPLE_REWRITES);
  const run = await createRun(tx, {
    projectId: project.projectId,
    kind: 'ripple.rewrite',
    params: { change, upstream: upstream as never, passages },
    createdById: project.ownerId,
  });
  return run.id;
}
