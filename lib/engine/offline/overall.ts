import type { Language, SuggestionDraft } from '../types';
import type { FindingType } from './checks/types';

/** What each kind of text-check finding (and a reader's comment) is called in a round's overall line. */
const KIND_NAMES: Record<FindingType | 'other', Record<Language, string>> = {
  other: { en: 'readers’ comments', zh: '读者评论' },
  'missing-field': { en: 'missing fields', zh: '缺少字段' },
  placeholder: { en: 'placeholders', zh: '占位符' },
  'unknown-citation': { en: 'citations of no source', zh: '无对应文献的引用' },
  'author-task': { en: 'notes left for the author', zh: '留给作者的待办' },
  'name-drift': { en: 'inconsistent names', zh: '名称不一致' },
  'repeated-word': { en: 'repeated words', zh: '重复用词' },
  length: { en: 'length', zh: '篇幅' },
  'goal-coverage': { en: 'uncovered goals', zh: '目标未覆盖' },
  'long-sentence': { en: 'long sentences', zh: '长句' },
  'repeated-phrase': { en: 'repeated phrases', zh: '重复短语' },
  filler: { en: 'filler words', zh: '冗余词' },
  hedging: { en: 'hedging', zh: '含糊措辞' },
  'passive-voice': { en: 'passive voice', zh: '被动语态' },
  adverb: { en: 'adverbs', zh: '副词过多' },
  audience: { en: 'words unsuited to the audience', zh: '不适合读者的用词' },
};

const MAIN_KINDS = 2;

/**
 * The round's overall assessment in one sentence, in the document's language: how many problems,
 * how many of them high, and the kinds that came up most.
 */
export function overallLine(suggestions: Pick<SuggestionDraft, 'type' | 'priority'>[], language: Language): string {
  if (suggestions.length === 0) return language === 'zh' ? '未发现问题。' : 'No problems found.';
  const counts = new Map<string, number>();
  for (const s of suggestions) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  const kinds = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAIN_KINDS)
    .flatMap(([type]) => KIND_NAMES[type as FindingType]?.[language] ?? []);
  const high = suggestions.filter((s) => s.priority === 'high').length;
  const n = suggestions.length;
  if (language === 'zh') return `${n} 个问题，${high} 个高优先级${kinds.length ? `：${kinds.join('、')}` : ''}。`;
  return `${n} ${n === 1 ? 'problem' : 'problems'}, ${high} high${kinds.length ? `: ${kinds.join(' and ')}` : ''}.`;
}
