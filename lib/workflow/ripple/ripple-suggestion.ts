import type { SuggestionEvidence } from '../continuity/findings';
import type { RenamePair } from './rename-pairs';

/** The suggestion type of a ripple's mechanical rename: its evidence carries the exact replacement. */
export const RIPPLE_RENAME_TYPE = 'ripple-rename';

/** The upstream change a ripple's suggestion answers to, kept in its evidence. */
export interface UpstreamChange {
  kind: 'bible-entry';
  entryId: string;
  /** The entry's name before and after the change. */
  from: string;
  to: string;
  renames: RenamePair[];
}

export type RippleEvidence = SuggestionEvidence & { change: UpstreamChange };

/** What a ripple's suggestion says, in the project's language (stored with it, like a reviewer's words). */
export function rippleSuggestionText(
  change: UpstreamChange,
  renames: readonly RenamePair[],
  language: 'en' | 'zh',
): { summary: string; detail: string } {
  const list = renames.map((r) => (language === 'zh' ? `“${r.from}”→“${r.to}”` : `“${r.from}” → “${r.to}”`));
  const joined = list.join(language === 'zh' ? '，' : ', ');
  if (language === 'zh')
    return {
      summary: `改名：${joined}`,
      detail: `设定条目“${change.from}”已改为“${change.to}”：这句话随之改写，其余文字不动。`,
    };
  return {
    summary: `Renamed: ${joined}`,
    detail: `The bible entry “${change.from}” is now “${change.to}”: this sentence follows it, nothing else changes.`,
  };
}
