import { countWords } from '../../../text/count';
import type { Priority } from '../../types';
import { formatCount, say } from '../language';
import type { CheckInput, Finding } from './types';

// How far from the target a section may drift before it is worth a finding, and how urgent it is.
const UNDER: [number, Priority][] = [
  [0.4, 'high'],
  [0.65, 'medium'],
  [0.8, 'low'],
];
const OVER: [number, Priority][] = [
  [1.6, 'high'],
  [1.35, 'medium'],
  [1.2, 'low'],
];

function priorityFor(ratio: number): Priority | null {
  if (ratio < 1) return UNDER.find(([limit]) => ratio < limit)?.[1] ?? null;
  return OVER.find(([limit]) => ratio > limit)?.[1] ?? null;
}

/** Section length against its target: words, or characters for Chinese. Section-level (no anchor). */
export function checkLength(input: CheckInput): Finding[] {
  if (input.targetLength <= 0) return [];
  const actual = countWords(input.text);
  const ratio = actual / input.targetLength;
  const priority = priorityFor(ratio);
  if (!priority) return [];
  const lang = input.language;
  const percent = Math.round(ratio * 100);
  const have = formatCount(actual);
  const want = formatCount(input.targetLength);
  const gap = formatCount(Math.abs(input.targetLength - actual));
  const short = ratio < 1;
  return [
    {
      type: 'length',
      priority,
      summary: short
        ? say(lang, `Section is ${percent}% of its target length`, `本节篇幅仅达目标的 ${percent}%`)
        : say(lang, `Section runs ${percent - 100}% over its target length`, `本节篇幅超出目标 ${percent - 100}%`),
      detail: short
        ? say(
            lang,
            `"${input.title}" has ${have} words against a target of ${want}: ${gap} words short.`,
            `“${input.title}”共 ${have} 字，目标 ${want} 字，还差 ${gap} 字。`,
          )
        : say(
            lang,
            `"${input.title}" has ${have} words against a target of ${want}: ${gap} words over.`,
            `“${input.title}”共 ${have} 字，目标 ${want} 字，超出 ${gap} 字。`,
          ),
      expected: short
        ? say(
            lang,
            `About ${want} words (within 20%), with the missing material serving the section goal.`,
            `约 ${want} 字（误差 20% 以内），补充的内容服务于本节目标。`,
          )
        : say(
            lang,
            `About ${want} words (within 20%): cut passages that do not serve the section goal.`,
            `约 ${want} 字（误差 20% 以内）：删去与本节目标无关的段落。`,
          ),
      anchor: null,
    },
  ];
}
