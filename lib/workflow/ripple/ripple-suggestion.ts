import type { SuggestionEvidence } from '../continuity/findings';
import type { RenamePair } from './rename-pairs';

/** The suggestion type of a ripple's mechanical rename: its evidence carries the exact replacement. */
const RIPPLE_RENAME_TYPE = 'ripple-rename';
/** The same for a value the entry's description changed ("green eyes" → "grey eyes"). */
const RIPPLE_VALUE_TYPE = 'ripple-value';

/** A passage the ripple could not change word for word, rewritten by the model: `expected` is its reply. */
export const RIPPLE_REWRITE_TYPE = 'ripple-rewrite';

/** An approved plan or outline's fields edited: names and values its later stages state. */
interface ArtifactChange {
  kind: 'artifact';
  stageId: string;
  /** The versions compared: the one approved and the edit. */
  fromVersion: number;
  toVersion: number;
  renames: RenamePair[];
  values: RenamePair[];
}

/** A fact the continuity ledger tracks, changed in an earlier section. */
interface FactChange {
  kind: 'fact';
  sectionId: string;
  /** The section's title, the fact's subject and attribute, and its words before and after. */
  section: string;
  subject: string;
  attribute: string;
  renames: RenamePair[];
  values: RenamePair[];
}

/** The upstream change a ripple's suggestion answers to, kept in its evidence. */
export type UpstreamChange = BibleChange | ArtifactChange | FactChange;

interface BibleChange {
  kind: 'bible-entry';
  entryId: string;
  /** The entry's name before and after the change. */
  from: string;
  to: string;
  renames: RenamePair[];
  /** Values of the entry's description that changed. */
  values: RenamePair[];
}

export type RippleEvidence = SuggestionEvidence & { change: UpstreamChange };

/** What a ripple's suggestion says, in the project's language (stored with it, like a reviewer's words). */
export function rippleSuggestionText(
  change: UpstreamChange,
  language: 'en' | 'zh',
): { type: string; summary: string; detail: string } {
  const zh = language === 'zh';
  const list = (pairs: readonly RenamePair[]) =>
    pairs.map((r) => (zh ? `“${r.from}”→“${r.to}”` : `“${r.from}” → “${r.to}”`)).join(zh ? '，' : ', ');
  const type = change.renames.length ? RIPPLE_RENAME_TYPE : RIPPLE_VALUE_TYPE;
  const parts = [
    change.renames.length ? (zh ? `改名：${list(change.renames)}` : `Renamed: ${list(change.renames)}`) : '',
    change.values.length ? (zh ? `设定改动：${list(change.values)}` : `Changed: ${list(change.values)}`) : '',
  ].filter(Boolean);
  const summary = parts.join(zh ? '；' : '; ');
  if (change.kind === 'artifact')
    return {
      type,
      summary,
      detail: zh
        ? `这一段所依据的已批准规划改了（第 ${change.fromVersion} 版 → 第 ${change.toVersion} 版）：这句话随之改写，其余文字不动。`
        : `The approved plan this follows changed (version ${change.fromVersion} → ${change.toVersion}): this sentence follows it, nothing else changes.`,
    };
  if (change.kind === 'fact')
    return {
      type,
      summary,
      detail: zh
        ? `前文“${change.section}”改了${change.subject}的这项事实：这句话仍写着旧值，随之改写，其余文字不动。`
        : `“${change.section}” now states a fact about ${change.subject} differently: this later sentence still states the old value and follows it; nothing else changes.`,
    };
  if (!change.renames.length)
    return {
      type,
      summary,
      detail: zh
        ? `设定条目“${change.to}”的描述已改：写到它的这句话随之改写，其余文字不动。`
        : `The bible entry “${change.to}” now reads differently: this sentence about it follows, nothing else changes.`,
    };
  return {
    type,
    summary,
    detail: zh
      ? `设定条目“${change.from}”已改为“${change.to}”：这句话随之改写，其余文字不动。`
      : `The bible entry “${change.from}” is now “${change.to}”: this sentence follows it, nothing else changes.`,
  };
}

/** What a model-rewritten passage of a ripple says: the change it follows, and that it was rewritten. */
export function rippleRewriteText(change: UpstreamChange, language: 'en' | 'zh'): { summary: string; detail: string } {
  const { summary, detail } = rippleSuggestionText(change, language);
  const zh = language === 'zh';
  return {
    summary: summary || (zh ? '上游改动' : 'Upstream change'),
    detail: `${detail} ${
      zh
        ? '这段不能逐字替换，由模型依改动重写，只改改动所要求的地方。'
        : 'This passage could not follow it word for word: the model rewrote it, changing only what the change requires.'
    }`,
  };
}
