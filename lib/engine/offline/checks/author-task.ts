import { anchorAt } from '../../../text/anchor';
import { say } from '../language';
import { SCAFFOLD_LABEL } from '../scaffolds/label';
import type { Language } from '../../types';
import type { Finding } from './types';

const LABELS = new Set(Object.values(SCAFFOLD_LABEL).map((l) => l.trim()));

/** The offline scaffold's label ("[Scaffold]", "【草稿骨架】"): a passage the author still has to write. */
export const isScaffoldLabel = (marker: string) => LABELS.has(marker.trim());

/**
 * A scaffold passage as an author task: low priority and marked as needing the author, because
 * accepting it cannot write the passage; only the author (or the model engine) can.
 */
export function authorTask(text: string, start: number, end: number, lang: Language): Finding {
  return {
    type: 'author-task',
    priority: 'low',
    summary: say(lang, 'Needs the author: a scaffold passage to write', '需作者处理：尚待撰写的骨架内容'),
    detail: say(
      lang,
      'The offline engine laid out this passage from your brief but cannot write it; accepting this suggestion changes nothing.',
      '离线引擎根据你的简介搭好了这段骨架，但无法代写；接受此建议不会改动文本。',
    ),
    expected: say(lang, 'The scaffold replaced by your own text.', '用你自己的文字替换这段骨架。'),
    anchor: anchorAt(text, start, end),
  };
}
