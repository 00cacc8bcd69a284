// Ripples from an edited plan and from a changed fact over a 100,000-word story (40 chapters, the
// heroine's age and her town in every paragraph), computed in-process without the database.
// Run: npx tsx test/bench/plan-ripple-bench.ts
import { extractFactsOffline } from '../../lib/engine/offline/continuity/extract';
import { artifactChangeMatches, artifactChanges } from '../../lib/workflow/ripple/artifact-changes';
import { bookRipple } from '../../lib/workflow/ripple/book-ripple';
import { factChanges, factMatches } from '../../lib/workflow/ripple/fact-changes';
import { CONTINUITY_CHAPTERS, continuityChapter } from './continuity-book';
import { timed, type Spread } from './http/text-figures';

const RUNS = 3;
const show = (label: string, s: Spread) =>
  console.log(`${label}: min ${s.min.toFixed(0)} ms, median ${s.median.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`);

const texts = Array.from({ length: CONTINUITY_CHAPTERS }, (_, i) => continuityChapter(i));
const sections = texts.map((text, i) => ({ id: `s${i}`, title: `Chapter ${i + 1}`, text }));
console.log(`A ${texts.join(' ').split(/\s+/).length.toLocaleString('en')}-word story in ${texts.length} chapters.`);

const plan = (name: string, age: string, town: string) => ({
  logline: `On the coast, ${name} was ${age} when the storm came to ${town}.`,
  characters: [{ name, role: 'heroine' }],
});
const plainRun = timed(RUNS, () => {
  const changes = artifactChanges(plan('Mara', 'twelve', 'Kell Point'), plan('Elena', 'fourteen', 'Port Ellis'), [
    'Owen',
    'Ana',
  ]);
  return bookRipple(sections, (text) => artifactChangeMatches(text, changes, ['Owen', 'Ana']));
});
show(`Plan ripple (${plainRun.results[0].places.toLocaleString('en')} places)`, plainRun.spread);

// The worst case of a fact ripple: no later chapter's ledger row is current, so all are extracted.
const context = { language: 'en' as const, template: 'story' as const, known: ['Mara', 'Owen', 'Ana'] };
const edited = texts[0].replaceAll('Mara was twelve', 'Mara was fourteen');
const factRun = timed(RUNS, () => {
  const changes = factChanges(extractFactsOffline(texts[0], context), extractFactsOffline(edited, context), {
    beforeText: texts[0],
    afterText: edited,
  });
  const later = sections.slice(1).map((s) => ({ ...s, facts: extractFactsOffline(s.text, context) }));
  return bookRipple(later, (text, s) => factMatches(text, later[Number(s.id.slice(1)) - 1].facts, changes));
});
show(
  `Fact ripple, every later chapter extracted (${factRun.results[0].places.toLocaleString('en')} places)`,
  factRun.spread,
);
