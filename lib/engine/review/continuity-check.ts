import { bibleSpellings } from '../../workflow/bible/entry';
import type { Book, BookSection } from '../../workflow/continuity/book';
import { checkContinuity } from '../../workflow/continuity/check';
import type { Fact, PlacedFact } from '../../workflow/continuity/facts';
import { roleFromTitle } from '../../workflow/continuity/section-roles';
import type { ReviewCheck, ReviewDocument, ReviewFinding } from './types';

// The continuity reviewer over a manuscript: each section's facts (offline or by the model), compared
// across the book; offsets move from the section's text to the manuscript's, or to the original's.

const placed = (facts: Fact[], sectionId: string, text: string): PlacedFact[] =>
  facts.map((f) => ({ ...f, sectionId, quote: text.slice(f.start, f.end) }));

function scriptCast(doc: ReviewDocument) {
  const roles = doc.sections.map((s) => roleFromTitle(s.title));
  const players = roles.flatMap((r) => (r.kind === 'player' ? [r.character] : []));
  const isScript = roles.some((r) => r.kind === 'dm') && players.length > 0;
  const clues = doc.bible.filter((e) => e.kind === 'object').flatMap((e) => [e.name, ...e.aliases]);
  return { roles, players, isScript, clues };
}

export const continuityCheck: ReviewCheck = async (doc, { facts: read }) => {
  const known = bibleSpellings(doc.bible);
  const cast = scriptCast(doc);
  const fidelity = doc.original !== null;
  const sections: BookSection[] = await Promise.all(
    doc.sections.map(async (s, i) => {
      const text = doc.text.slice(s.bodyStart, s.end);
      const role = cast.roles[i];
      const script = cast.isScript ? { role, players: cast.players, clues: cast.clues } : undefined;
      const title = s.title || `#${i + 1}`;
      const facts = await read(text, { language: doc.language, template: null, known, script, fidelity }, title);
      return {
        id: String(i),
        title,
        role: cast.isScript ? role : { kind: 'prose' },
        facts: placed(facts, String(i), text),
      };
    }),
  );
  const original = doc.original
    ? placed(
        await read(doc.original.text, { language: doc.language, template: null, known, fidelity: true }, 'Original'),
        'original',
        doc.original.text,
      )
    : null;
  const book: Book = {
    language: doc.language,
    sections,
    bible: doc.bible,
    original: original ? { facts: original } : null,
  };
  return checkContinuity(book).map((f): ReviewFinding => {
    const offset = doc.sections[Number(f.sectionId)].bodyStart;
    return {
      check: 'continuity',
      kind: f.kind,
      priority: f.priority,
      summary: f.summary,
      quote: f.quote,
      start: f.start + offset,
      end: f.end + offset,
      evidence: f.evidence.map((e) =>
        e.sectionId === null
          ? { quote: e.quote, start: e.start, end: e.end, in: 'original' as const }
          : {
              quote: e.quote,
              start: e.start + doc.sections[Number(e.sectionId)].bodyStart,
              end: e.end + doc.sections[Number(e.sectionId)].bodyStart,
            },
      ),
      ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    };
  });
};
