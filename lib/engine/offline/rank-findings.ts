import type { Language } from '../types';
import { FINDING_TYPES, type Finding, type FindingType } from './checks/types';
import { say } from './language';

// Findings that span a sentence or phrase; word-level findings inside them are not duplicates.
const CONTAINERS = new Set<FindingType>(['long-sentence', 'repeated-phrase']);

/** Most findings of one type worth showing per section; the rest are counted in the last one's detail. */
const PER_TYPE_CAP: Record<FindingType, number> = {
  'missing-field': 30,
  placeholder: 12,
  'unknown-citation': 12,
  'author-task': 12,
  'name-drift': 12,
  'repeated-word': 10,
  length: 1,
  'goal-coverage': 1,
  'long-sentence': 6,
  'repeated-phrase': 6,
  filler: 6,
  hedging: 6,
  'passive-voice': 3,
  adverb: 3,
  audience: 12,
};
const PER_SECTION_CAP = 30;

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const typeRank = (f: Finding) => FINDING_TYPES.indexOf(f.type);
const startOf = (f: Finding) => f.anchor?.start ?? -1;

/** Most important first: priority, then kind, then position. */
function byImportance(a: Finding, b: Finding): number {
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || typeRank(a) - typeRank(b) || startOf(a) - startOf(b);
}

/** Reading order: section-level first, then by position, then by kind. */
function byPosition(a: Finding, b: Finding): number {
  return startOf(a) - startOf(b) || typeRank(a) - typeRank(b) || (a.anchor?.end ?? 0) - (b.anchor?.end ?? 0);
}

function conflicts(a: Finding, b: Finding): boolean {
  if (!a.anchor || !b.anchor) return a.type === b.type && a.summary === b.summary;
  if (a.anchor.start >= b.anchor.end || b.anchor.start >= a.anchor.end) return false;
  if (a.type === b.type) return true;
  return !CONTAINERS.has(a.type) && !CONTAINERS.has(b.type);
}

/** Drops findings that duplicate or overlap a more important one (e.g. "very" inside "very very"). */
export function dedupeFindings(findings: Finding[]): Finding[] {
  const kept: Finding[] = [];
  for (const f of [...findings].sort(byImportance)) if (!kept.some((k) => conflicts(k, f))) kept.push(f);
  return kept;
}

/** Applies the per-type and per-section caps and returns the findings in reading order. */
export function capFindings(findings: Finding[], language: Language): Finding[] {
  const byType = new Map<FindingType, Finding[]>();
  for (const f of [...findings].sort(byImportance)) byType.set(f.type, [...(byType.get(f.type) ?? []), f]);
  const capped: Finding[] = [];
  for (const [type, list] of byType) {
    const shown = list.slice(0, PER_TYPE_CAP[type]);
    const hidden = list.length - shown.length;
    if (hidden > 0) {
      const last = shown[shown.length - 1];
      const more = say(language, ` (${hidden} more like this in this section.)`, `（本节另有 ${hidden} 处同类问题。）`);
      shown[shown.length - 1] = { ...last, detail: last.detail + more };
    }
    capped.push(...shown);
  }
  return capped.sort(byImportance).slice(0, PER_SECTION_CAP).sort(byPosition);
}
