import type { Book } from '../book';
import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, type Lang } from '../say';

// The clue chain: a clue the game master's truth rests on must be planted where a player can find it:
// handed out in a round, printed in the materials, or written into a player's handbook.

export function unplantedClues(book: Book, lang: Lang): ContinuityFinding[] {
  const needed = new Map<string, { fact: PlacedFact; title: string }>();
  const planted = new Set<string>();
  for (const section of book.sections) {
    for (const f of section.facts) {
      if (f.kind !== 'clue') continue;
      if (f.value === 'needed' && !needed.has(f.attribute)) needed.set(f.attribute, { fact: f, title: section.title });
      const playerCanFind =
        f.value === 'planted' || f.value === 'knows' || (f.value === 'learns' && (f.round ?? 0) > 0);
      if (playerCanFind) planted.add(f.attribute);
    }
  }
  return [...needed.entries()]
    .filter(([clue]) => !planted.has(clue))
    .map(([clue, { fact: f, title }]) => ({
      kind: 'setup' as const,
      priority: 'high' as const,
      sectionId: f.sectionId,
      quote: f.quote,
      start: f.start,
      end: f.end,
      // Nothing to quote: the point is that no passage plants it.
      evidence: [],
      summary: say(lang, `${clue} is never planted for the players`, `${clue}从未交到玩家手中`),
      detail: say(
        lang,
        `${title} rests the truth on ${clue} ("${f.quote}"), but no round hands it out, the materials do not hold it and no player's handbook mentions it.`,
        `${title}的真相依赖${clue}（“${f.quote}”），但没有哪一轮发放它，物料中没有它，也没有玩家手册提到它。`,
      ),
      expected: say(
        lang,
        `${clue} released in a round or printed in the materials`,
        `在某一轮发放${clue}，或将其放入物料`,
      ),
      rests: [factKey(f)],
    }));
}
