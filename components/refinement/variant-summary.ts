import { countWords } from '@/lib/text/count';
import { diffTexts } from '@/lib/text/diff';

// One line per variant tab saying what it does differently from the writer's text.

export interface ChangeSummary {
  changes: number;
  first: { removed: string; added: string } | null;
}

const clip = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 40 ? `${t.slice(0, 39)}…` : t;
};

/** The stretches where `b` differs from `a`, each with the words it removes and adds. */
function changedStretches(a: string, b: string): { removed: string; added: string }[] {
  const stretches: { removed: string; added: string }[] = [];
  let open: { removed: string; added: string } | null = null;
  for (const segment of diffTexts(a, b)) {
    if (segment.op === 'equal') {
      if (open) stretches.push(open);
      open = null;
      continue;
    }
    open ??= { removed: '', added: '' };
    if (segment.op === 'delete') open.removed += segment.text;
    else open.added += segment.text;
  }
  if (open) stretches.push(open);
  return stretches;
}

/** The variant's changes against the current text: how many stretches changed, and the first of them. */
export function summariseChanges(current: string, variant: string): ChangeSummary {
  const stretches = changedStretches(current, variant);
  const first = stretches[0];
  return {
    changes: stretches.length,
    first: first ? { removed: clip(first.removed), added: clip(first.added) } : null,
  };
}

/** How many words apart two texts are: stretch by stretch, the larger of the words removed and added. */
export function wordsApart(a: string, b: string): number {
  return changedStretches(a, b).reduce((n, c) => n + Math.max(countWords(c.removed), countWords(c.added)), 0);
}

/**
 * The variants worth offering: each different from the current text, and more than one word away
 * from every variant offered before it (one word apart is not a choice). `alike` counts the variants
 * left out for being one word from another, so the writer can be told why there are fewer.
 */
export function distinctVariants(current: string, texts: readonly string[]): { texts: string[]; alike: number } {
  const offered: string[] = [];
  let alike = 0;
  for (const text of texts) {
    if (text.trim() === current.trim()) continue;
    if (offered.some((o) => wordsApart(o, text) <= 1)) alike++;
    else offered.push(text);
  }
  return { texts: offered, alike };
}
