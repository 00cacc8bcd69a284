import { clip } from './context';
import { dataBlock } from './untrusted';

/** Characters of earlier sections a section prompt carries; past it, older sections are excerpted. */
export const ROLLING_BUDGET_CHARS = 24_000;
export const MIN_EXCERPT_CHARS = 300;

export interface Earlier {
  title: string;
  text: string;
}

type Mode = 'full' | 'excerpt' | 'omitted';
const block = (e: Earlier, mode: Mode, text: string) => dataBlock('earlier', text, { title: e.title, mode });

/**
 * Earlier sections as context for the next one. Under budget: all in full. Over budget: the most
 * recent sections stay whole within half the budget (the one right before always, its end at
 * least), older ones share the rest as start-and-end excerpts, and when even a short excerpt each
 * does not fit, the oldest are listed by title only. Each block says which it is.
 */
export function rollingContext(
  earlier: Earlier[],
  budget = ROLLING_BUDGET_CHARS,
): { text: string; summarised: boolean } {
  if (!earlier.length) return { text: '(this is the first section)', summarised: false };
  const total = earlier.reduce((n, e) => n + e.text.length, 0);
  if (total <= budget) return { text: earlier.map((e) => block(e, 'full', e.text)).join('\n\n'), summarised: false };

  const blocks: string[] = [];
  let used = 0;
  let k = earlier.length;
  const last = earlier[k - 1];
  const recentBudget = Math.floor(budget / 2);
  if (last.text.length > recentBudget) {
    blocks.unshift(block(last, 'excerpt', `[…]${last.text.slice(-recentBudget)}`));
    used = recentBudget;
    k--;
  } else {
    while (k > 0 && used + earlier[k - 1].text.length <= recentBudget) {
      k--;
      blocks.unshift(block(earlier[k], 'full', earlier[k].text));
      used += earlier[k].text.length;
    }
  }

  const rest = budget - used;
  const share = Math.floor(rest / Math.max(1, k));
  const excerpted = share >= MIN_EXCERPT_CHARS ? k : Math.floor(rest / MIN_EXCERPT_CHARS);
  const older = earlier.slice(0, k).map((e, j) => {
    if (j < k - excerpted) return block(e, 'omitted', '(omitted to fit the context budget)');
    const size = Math.max(MIN_EXCERPT_CHARS, share);
    return e.text.length <= size ? block(e, 'full', e.text) : block(e, 'excerpt', clip(e.text, size));
  });
  return { text: [...older, ...blocks].join('\n\n'), summarised: true };
}
