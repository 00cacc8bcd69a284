import type { Book } from '../book';
import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, type Lang } from '../say';

// A story's setups: a detail the text plants to matter later (the gun on the wall) that nothing later
// pays off. Only the model reads setups (attribute "setup:<thing>"); the offline engine claims none.

const SETUP = /^setup:(.+)$/;

export function unpaidSetups(book: Book, lang: Lang): ContinuityFinding[] {
  const planted = new Map<string, { fact: PlacedFact; title: string; at: number }>();
  const paid = new Map<string, number>();
  book.sections.forEach((section, at) => {
    for (const f of section.facts) {
      const thing =
        f.kind === 'clue' && f.hedges.length === 0 ? SETUP.exec(f.attribute)?.[1].trim().toLowerCase() : null;
      if (!thing) continue;
      if (f.value === 'planted' && !planted.has(thing)) planted.set(thing, { fact: f, title: section.title, at });
      if (f.value === 'paid-off') paid.set(thing, Math.max(paid.get(thing) ?? -1, at));
    }
  });
  return [...planted.entries()]
    .filter(([thing, { at }]) => (paid.get(thing) ?? -1) < at)
    .map(([thing, { fact: f, title }]) => ({
      kind: 'setup' as const,
      priority: 'medium' as const,
      sectionId: f.sectionId,
      quote: f.quote,
      start: f.start,
      end: f.end,
      // Nothing to quote: the point is that no later passage pays it off.
      evidence: [],
      summary: say(lang, `${thing} is set up and never pays off`, `${thing}埋下了伏笔却没有回应`),
      detail: say(
        lang,
        `${title} plants ${thing} ("${f.quote}") as if it will matter, and nothing later in the book uses it.`,
        `${title}埋下了${thing}（“${f.quote}”），仿佛它之后会起作用，但后文再没有用到它。`,
      ),
      expected: say(lang, `${thing} pays off later, or is cut`, `后文回应${thing}，或删去这处伏笔`),
      rests: [factKey(f)],
    }));
}
