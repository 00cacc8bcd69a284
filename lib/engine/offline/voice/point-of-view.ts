import { anchorAt } from '../../../text/anchor';
import type { Language } from '../../types';
import { say } from '../language';
import { isNarration, type Narration } from './narration';
import type { VoiceFinding } from './types';

// Third-person narration that slips into the first person for a sentence. Speech, italic thoughts,
// quoted letters, a thought reported as such (she thought, 她心想) and idioms (自我, 你追我赶) are
// not the narrator; a paragraph wholly in the first person is a frame (a letter, a diary entry).

const PERSON = {
  en: {
    first: /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/g,
    third: /\b(?:he|she|him|her|his|hers|himself|herself)\b/gi,
    thought: /\b(?:thought|wondered|told (?:him|her)self|asked (?:him|her)self|prayed)\b/,
  },
  zh: {
    // Not 自我, 忘我, 我行我素 or 你追我赶: idioms, not a narrator.
    first: /(?<![自忘唯敌行]|你.)我(?![们行])/g,
    third: /[他她]/g,
    thought: /心想|暗想|想道|心道|暗道|告诉自己|对自己说|默念|祈祷/,
  },
};
const MIN_THIRD = 4;
const MAX_FIRST_SHARE = 0.34;

function narrated(n: Narration, pattern: RegExp, from: number, to: number): number[] {
  const at: number[] = [];
  for (const m of n.text.slice(from, to).matchAll(pattern)) {
    const start = from + m.index;
    if (isNarration(n, start, start + m[0].length)) at.push(start);
  }
  return at;
}

export function povShifts(n: Narration, language: Language): VoiceFinding[] {
  const person = PERSON[language];
  const third = narrated(n, person.third, 0, n.text.length).length;
  const first = narrated(n, person.first, 0, n.text.length).length;
  if (third < MIN_THIRD || first === 0 || first / third > MAX_FIRST_SHARE) return [];
  const findings: VoiceFinding[] = [];
  for (const p of n.paragraphs) {
    const inFirst = p.sentences.filter((s) => narrated(n, person.first, s.start, s.end).length > 0);
    const inThird = p.sentences.some(
      (s) => !inFirst.includes(s) && narrated(n, person.third, s.start, s.end).length > 0,
    );
    if (!inThird && inFirst.length > 1) continue;
    for (const s of inFirst) {
      if (person.thought.test(s.text)) continue;
      const at = narrated(n, person.first, s.start, s.end)[0];
      const word = /^[A-Za-z]+/.exec(n.text.slice(at))?.[0] ?? '我';
      findings.push({
        kind: 'pov-shift',
        priority: 'medium',
        summary: say(language, `Point of view shifts to "${word}"`, `人称转为“${word}”`),
        detail: say(
          language,
          `The narration is in the third person; "${word}" in "${s.text}" speaks as a narrator inside the story.`,
          `叙述用的是第三人称；“${s.text}”中的“${word}”变成了第一人称叙述。`,
        ),
        anchor: anchorAt(n.text, at, at + word.length),
      });
    }
  }
  return findings;
}
