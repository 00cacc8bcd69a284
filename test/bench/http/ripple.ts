import { bookRipple } from '../../../lib/workflow/ripple/book-ripple';
import { renamePairs } from '../../../lib/workflow/ripple/rename-pairs';
import { renameMatches } from '../../../lib/workflow/ripple/rename-matches';
import { timed } from './text-figures';

const entry = (name: string) => ({ name, aliases: [], kind: 'character' as const, description: '' });

/** The ripple of renaming the story's heroine (Mara → Elena) over the whole book, without the database. */
export function rippleInProcess(texts: string[], runs: number) {
  const { pairs } = renamePairs(entry('Mara'), entry('Elena'), [entry('Owen'), entry('Ana')]);
  const sections = texts.map((text, i) => ({ id: `s${i}`, title: `Chapter ${i + 1}`, text }));
  const run = timed(runs, () => bookRipple(sections, (text) => renameMatches(text, pairs, ['Owen', 'Ana'])));
  return { spread: run.spread, places: run.results[0].places };
}
