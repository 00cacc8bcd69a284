import { editDistance } from '../edit-distance';
import { isListedShortForm } from '../lexicon/diminutives';

/** Name parts in the plan written in Latin letters ("Elizabeth Hale" → Elizabeth, Hale), any length from 3. */
export function latinParts(names: string[]): string[] {
  const parts = names.flatMap((n) => n.split(/[\s·.]+/));
  return [...new Set(parts.filter((p) => /^[A-Za-z'’-]+$/.test(p) && p.length >= 3))];
}

/** Names of four letters or fewer, where one changed letter is another word more often than a slip. */
export const SHORT_NAME = 4;

/**
 * True for a short form of the name that writers use on purpose: one listed ("Lizzie" for "Elizabeth"),
 * the name cut short by two letters or more ("Tom" for "Tomas", "Finn" for "Finlay"), or cut short and
 * ending in -ie or -y ("Tommie"). A form as long as the name ("Finley" for "Finlay") is a slip.
 */
function isDiminutive(token: string, part: string): boolean {
  const t = token.toLowerCase();
  const p = part.toLowerCase();
  if (isListedShortForm(t, p)) return true;
  if (t.length >= p.length) return false;
  if (p.startsWith(t) && t.length <= p.length - 2) return true;
  const stem = t.replace(/(?:ie|y|ey)$/, '');
  return stem !== t && stem.length >= 3 && stem.length <= p.length - 2 && p.startsWith(stem);
}

/** The canonical name part a capitalised token is a near-miss of, or null. */
export function latinCanonical(token: string, parts: string[]): string | null {
  if (parts.includes(token) || parts.some((p) => token === `${p}s` || token === `${p}es`)) return null;
  let best: { part: string; distance: number } | null = null;
  for (const part of parts) {
    if (part[0].toLowerCase() !== token[0].toLowerCase() || isDiminutive(token, part)) continue;
    const allowed = part.length <= 5 ? 1 : 2;
    const d = editDistance(token.toLowerCase(), part.toLowerCase(), allowed);
    if (d >= 1 && d <= allowed && (!best || d < best.distance)) best = { part, distance: d };
  }
  return best?.part ?? null;
}
