// The reader a story is written for, as its brief states it ("children 8–10", "儿童"), and whether
// that reader is young enough for the offline audience check.

const YOUNG_WORDS =
  /\b(child|children|kids?|young readers?|picture ?book|early readers?|middle ?grade)\b|儿童|少儿|孩子|幼儿|小学|低龄/iu;
const MAX_YOUNG_AGE = 12;

/** The audience the brief names: the brief under review, or the approved brief upstream. */
export function briefAudience(upstream: Record<string, unknown>, artifact?: unknown): string | null {
  for (const source of [artifact, upstream.brief]) {
    const audience = (source as { audience?: unknown } | null | undefined)?.audience;
    if (typeof audience === 'string' && audience.trim()) return audience.trim();
  }
  return null;
}

/** A reader group of children: named as such, or given ages of at most twelve ("8–10", "6岁"). */
export function isYoungAudience(audience: string | null): boolean {
  if (!audience) return false;
  if (YOUNG_WORDS.test(audience)) return true;
  const ages = [...audience.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return ages.length > 0 && Math.max(...ages) <= MAX_YOUNG_AGE;
}
