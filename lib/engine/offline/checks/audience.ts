import { anchorAt } from '../../../text/anchor';
import { say } from '../language';
import { CHINESE_UNSUITABLE, ENGLISH_UNSUITABLE } from '../lexicon/unsuitable';
import type { CheckInput, Finding } from './types';

const ENGLISH_PATTERN = new RegExp(`\\b(${ENGLISH_UNSUITABLE.join('|')})(s|es|ed|ing)?\\b`, 'giu');
const CHINESE_PATTERN = new RegExp(CHINESE_UNSUITABLE.join('|'), 'gu');

/** For a story whose brief names young readers: each word from the unsuitable lists, once per word. */
export function checkAudience(input: CheckInput): Finding[] {
  if (!input.youngAudience) return [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const pattern of [ENGLISH_PATTERN, CHINESE_PATTERN]) {
    for (const m of input.text.matchAll(pattern)) {
      const word = m[0].toLowerCase();
      if (seen.has(word)) continue;
      seen.add(word);
      findings.push({
        type: 'audience',
        priority: 'high',
        summary: say(input.language, `“${m[0]}” is unsuited to young readers`, `“${m[0]}”不适合低龄读者`),
        detail: say(
          input.language,
          'The brief names young readers; this word belongs to violence, profanity, drugs or adult content.',
          '简介面向低龄读者；这个词涉及暴力、粗口、毒品或成人内容。',
        ),
        expected: say(input.language, 'A word a young reader can meet.', '换成适合低龄读者的说法。'),
        anchor: anchorAt(input.text, m.index, m.index + m[0].length),
      });
    }
  }
  return findings;
}
