import type { Book } from '../book';
import type { EntityIndex } from '../entities';
import { factKey, type PlacedFact } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, type Lang } from '../say';

// A script's knowledge matrix: the game master's handbook says who learns each clue in which round
// ("all players" or by name; round 0 is what a character knows from the start). A player's handbook
// that mentions a clue before its character learns it, or one only others receive, leaks it.

interface Learning {
  round: number;
  fact: PlacedFact;
  title: string;
}

function matrixOf(book: Book, entities: EntityIndex): Map<string, Map<string, Learning>> {
  const matrix = new Map<string, Map<string, Learning>>();
  for (const section of book.sections) {
    if (section.role.kind !== 'dm') continue;
    for (const f of section.facts) {
      if (f.kind !== 'clue' || f.value !== 'learns') continue;
      const who = f.subject === '*' ? '*' : entities.resolve(f.subject);
      const row = matrix.get(f.attribute) ?? new Map<string, Learning>();
      const known = row.get(who);
      if (!known || (f.round ?? 0) < known.round) row.set(who, { round: f.round ?? 0, fact: f, title: section.title });
      matrix.set(f.attribute, row);
    }
  }
  return matrix;
}

export function knowledgeLeaks(book: Book, entities: EntityIndex, lang: Lang): ContinuityFinding[] {
  const matrix = matrixOf(book, entities);
  const findings: ContinuityFinding[] = [];
  for (const section of book.sections) {
    if (section.role.kind !== 'player') continue;
    const who = entities.resolve(section.role.character);
    const raised = new Set<string>();
    for (const f of section.facts) {
      if (f.kind !== 'clue' || f.value !== 'knows' || raised.has(f.attribute)) continue;
      const row = matrix.get(f.attribute);
      if (!row) continue; // the game master's handbook never places this clue: nothing to hold it against
      const round = f.round ?? 0;
      const own = [row.get(who), row.get('*')].filter((l): l is Learning => Boolean(l));
      const learnt = own.sort((a, b) => a.round - b.round)[0];
      if (learnt && learnt.round <= round) continue;
      raised.add(f.attribute);
      const evidence = learnt ? [learnt] : [...row.values()];
      const when = learnt
        ? say(lang, `learns it only in round ${learnt.round}`, `要到第${learnt.round}轮才得知`)
        : say(lang, 'never receives it', `从未得到这条线索`);
      findings.push({
        kind: 'knowledge',
        priority: 'high',
        sectionId: f.sectionId,
        quote: f.quote,
        start: f.start,
        end: f.end,
        evidence: evidence.map((l) => ({
          sectionId: l.fact.sectionId,
          quote: l.fact.quote,
          start: l.fact.start,
          end: l.fact.end,
        })),
        summary: say(
          lang,
          `${who} knows ${f.attribute} in round ${round} but ${when}`,
          `${who}在第${round}轮就知道${f.attribute}，但${when}`,
        ),
        detail: say(
          lang,
          `${section.title}: "${f.quote}" — ${evidence.map((l) => `${l.title}: "${l.fact.quote}"`).join('; ')}.`,
          `${section.title}：“${f.quote}”——${evidence.map((l) => `${l.title}：“${l.fact.quote}”`).join('；')}。`,
        ),
        expected: say(
          lang,
          `${who}'s handbook mentions ${f.attribute} only from the round the game master hands it over`,
          `${who}的手册只在主持人发放${f.attribute}的那一轮之后才提到它`,
        ),
        rests: [factKey(f), ...evidence.map((l) => factKey(l.fact))],
      });
    }
  }
  return findings;
}
