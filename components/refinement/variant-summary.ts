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

/** The variant's changes against the current text: how many stretches changed, and the first of them. */
export function summariseChanges(current: string, variant: string): ChangeSummary {
  const stretches: { removed: string; added: string }[] = [];
  let open: { removed: string; added: string } | null = null;
  for (const segment of diffTexts(current, variant)) {
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
  const first = stretches[0];
  return {
    changes: stretches.length,
    first: first ? { removed: clip(first.removed), added: clip(first.added) } : null,
  };
}

/** The variants worth offering: each different from the current text and from the others. */
export function distinctVariants(current: string, texts: readonly string[]): string[] {
  const seen = new Set([current.trim()]);
  return texts.filter((text) => {
    const key = text.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
