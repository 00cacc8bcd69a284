import { withoutPlaceholders } from '../checks/placeholders';
import { firstSentence } from './label';

// What a part of the original says, for the rewrite scaffold to outline rather than only quote.

const MAX_POINTS = 6;
const POINT_CHARS = 140;
const EN_FIGURE = /\b\d+(?:[.,]\d+)*(?:\s*(?:%|percent|per cent))?/g;
const ZH_FIGURE =
  /(?:\d+(?:[.,]\d+)*|[零一二三四五六七八九十百千万两]{2,})(?:%|％|米|公里|年代|年|月|日|天|小时|人|户|元|万|亿|个|座|条|项|次)/g;

const sentencesOf = (paragraph: string) =>
  (paragraph.match(/[^.!?。！？]+(?:[.!?。！？]+["”’)」]*|$)/gu) ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * The points a part makes: every sentence when it is short, else each paragraph's first sentence. The
 * original's notes to itself ("TBD") are left out: the original, quoted whole, still shows them.
 */
export function partPoints(body: string): string[] {
  const paragraphs = body
    .split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)、])\s)/)
    .map((p) => p.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/, '').trim())
    .filter((p) => p && !/^#/.test(p));
  const sentences = paragraphs.flatMap(sentencesOf);
  const points = sentences.length <= MAX_POINTS ? sentences : paragraphs.map((p) => firstSentence(p, POINT_CHARS));
  return points
    .map(withoutPlaceholders)
    .filter(Boolean)
    .map((p) => (p.length > POINT_CHARS ? firstSentence(p, POINT_CHARS) : p))
    .slice(0, MAX_POINTS);
}

/** The figures a part states (numbers, amounts, dates), which a rewrite must keep. */
export function partFigures(body: string, lang: 'en' | 'zh'): string[] {
  const found = body.match(lang === 'zh' ? ZH_FIGURE : EN_FIGURE) ?? [];
  return [...new Set(found.map((f) => f.trim()))].slice(0, 12);
}
