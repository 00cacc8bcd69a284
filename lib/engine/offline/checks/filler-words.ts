import { anchorAt } from '../../../text/anchor';
import { sentenceAt } from '../../../text/sentences';
import { insideRanges } from '../dialogue';
import { previewEdit, removeWordEdit } from '../fixes/remove-word';
import { CHINESE_FILLERS, ENGLISH_FILLERS, type FillerKind } from '../lexicon/fillers';
import { say } from '../language';
import type { CheckInput, Finding } from './types';

const PREVIEW_MAX = 160;

function messages(input: CheckInput, kind: FillerKind, word: string, context: string, fixed: string) {
  const lang = input.language;
  if (kind === 'filler') {
    return {
      summary: say(lang, `Filler word "${word}"`, `冗余词“${word}”`),
      detail: say(
        lang,
        `"${word}" in "${context}" adds emphasis without meaning.`,
        `“${context}”中的“${word}”只是加强语气，没有实际意义。`,
      ),
      expected: say(
        lang,
        `Without "${word}" (or with a more exact word): "${fixed}"`,
        `删去“${word}”（或换用更准确的词）：“${fixed}”`,
      ),
    };
  }
  return {
    summary: say(lang, `Hedging word "${word}"`, `含糊词“${word}”`),
    detail: say(
      lang,
      `"${word}" in "${context}" softens a statement the text can make outright.`,
      `“${context}”中的“${word}”使本可明确的表述变得含糊。`,
    ),
    expected: say(lang, `State it plainly, without "${word}": "${fixed}"`, `去掉“${word}”，直接陈述：“${fixed}”`),
  };
}

function clip(s: string): string {
  return s.length > PREVIEW_MAX ? `${s.slice(0, PREVIEW_MAX)}…` : s;
}

/** Filler and hedging words in narration (dialogue is left alone), one finding per occurrence. */
export function checkFillerWords(input: CheckInput): Finding[] {
  const { text } = input;
  const entries = input.language === 'zh' ? CHINESE_FILLERS : ENGLISH_FILLERS;
  const findings: Finding[] = [];
  for (const entry of entries) {
    for (const m of text.matchAll(entry.find)) {
      const start = m.index;
      const end = start + m[0].length;
      if (insideRanges(input.dialogue, start, end)) continue;
      const sentence = sentenceAt(input.sentences, start) ?? { start, end };
      const fixed = previewEdit(text, removeWordEdit(text, start, end), sentence);
      const context = text.slice(sentence.start, Math.max(sentence.end, end));
      findings.push({
        type: entry.kind,
        priority: 'low',
        ...messages(input, entry.kind, m[0], clip(context), clip(fixed)),
        anchor: anchorAt(text, start, end),
      });
    }
  }
  return findings.sort((a, b) => a.anchor!.start - b.anchor!.start);
}
