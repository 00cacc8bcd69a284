// `npx tsx test/bench/continuity-bench.ts`: the continuity check of a 100,000-word book offline (every
// section extracted and compared), the incremental re-check after one section's edit (that section
// extracted again, the book compared), and the model's input per edit against a whole-book pass.
import { extractFactsOffline } from '../../lib/engine/offline/continuity/extract';
import { extractPrompt } from '../../lib/engine/model/extract/prompt';
import { openAITokenCounter } from '../../lib/engine/model/budget/tokens';
import { checkContinuity } from '../../lib/workflow/continuity/check';
import type { Book } from '../../lib/workflow/continuity/book';

const PARAGRAPH = (i: number) =>
  `Mara was twelve the autumn the storm came to Kell Point, and Owen mended nets on the quay. On Monday, 3 March, the boat ${i} left harbour. ` +
  `Three days later, on Thursday, it came back with salt and letters. Mara's green eyes followed every sail. Ana, Mara's older sister, laughed at the gulls. ` +
  'The wind worked at the shutters all night while the lamp turned above them, and nobody in the house slept much before dawn came grey over the water. ';
const CHAPTERS = 40;
const chapter = (n: number) => Array.from({ length: 30 }, (_, i) => PARAGRAPH(n * 100 + i)).join('\n\n');
const texts = Array.from({ length: CHAPTERS }, (_, i) => chapter(i));
const words = texts.join(' ').split(/\s+/).length;
const context = { language: 'en' as const, template: 'story' as const, known: [] };

const bookOf = (facts: ReturnType<typeof extractFactsOffline>[]): Book => ({
  language: 'en',
  bible: [],
  sections: facts.map((f, i) => ({
    id: `s${i}`,
    title: `Chapter ${i + 1}`,
    role: { kind: 'prose' },
    facts: f.map((x) => ({ ...x, sectionId: `s${i}`, quote: texts[i].slice(x.start, x.end) })),
  })),
});

const time = (fn: () => void) => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0].toFixed(0)} ms, median ${s[1].toFixed(0)} ms, max ${s[2].toFixed(0)} ms`;
};

const full: number[] = [];
const incremental: number[] = [];
let facts: ReturnType<typeof extractFactsOffline>[] = [];
let findings = 0;
for (let run = 0; run < 3; run++) {
  full.push(
    time(() => {
      facts = texts.map((t) => extractFactsOffline(t, context));
      findings = checkContinuity(bookOf(facts)).length;
    }),
  );
  texts[7] = `${texts[7]} Mara was fourteen by then${run}.`;
  incremental.push(
    time(() => {
      facts[7] = extractFactsOffline(texts[7], context);
      checkContinuity(bookOf(facts));
    }),
  );
}
const counter = openAITokenCounter();
const tokens = (t: string) =>
  counter.count(extractPrompt({ language: 'en', template: 'story', title: 'Chapter', text: t, names: [] }).prompt);
const wholeBook = texts.reduce((sum, t) => sum + tokens(t), 0);
console.log(
  `book: ${words.toLocaleString('en')} words in ${CHAPTERS} sections, ${facts.flat().length} facts, ${findings} findings`,
);
console.log(`full check offline (target ≤ 2000 ms): ${summary(full)}`);
console.log(`re-check after one section's edit (target ≤ 200 ms): ${summary(incremental)}`);
console.log(
  `model input per edit: ${tokens(texts[7]).toLocaleString('en')} tokens (one section) against ${wholeBook.toLocaleString('en')} for a whole-book pass`,
);
