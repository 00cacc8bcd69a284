import type { Db } from '../../db';
import { diffTexts } from '../../text/diff';

/** Shorter insertions are word fixes, not passages worth protecting. */
const MIN_PASSAGE_CHARS = 24;

/**
 * Passages the author wrote by hand into a section: what the author's edits added to the last text a
 * model produced. The reviser is told to keep them unchanged (DESIGN §4).
 */
export async function authorPassages(
  db: Pick<Db, 'version'>,
  sectionId: string,
  currentText: string,
): Promise<string[]> {
  const lastModel = await db.version.findFirst({
    where: { sectionId, source: { in: ['model', 'revision', 'variant'] } },
    orderBy: { number: 'desc' },
    select: { number: true, text: true },
  });
  if (!lastModel) return [];
  const edited = await db.version.count({ where: { sectionId, source: 'author', number: { gt: lastModel.number } } });
  if (!edited) return [];
  return diffTexts(lastModel.text, currentText)
    .filter((s) => s.op === 'insert' && s.text.trim().length >= MIN_PASSAGE_CHARS)
    .map((s) => s.text.trim());
}

/**
 * The passages still to keep unchanged once the author's accepted suggestions are counted: a passage
 * holding (or held by) an accepted suggestion's anchor is open to that suggestion, since protecting
 * it would silently ignore what the author asked for. The rest stay protected from collateral edits.
 */
export function passagesToKeep(
  passages: readonly string[],
  accepted: readonly { anchor: { quote: string } | null }[],
): string[] {
  const quotes = accepted.map((t) => t.anchor?.quote.trim()).filter((q): q is string => Boolean(q));
  return passages.filter((p) => !quotes.some((q) => p.includes(q) || q.includes(p)));
}
