import { anchorAt } from '../../../text/anchor';
import { sentenceAt } from '../../../text/sentences';
import { insideRanges } from '../../../text/dialogue';
import { previewEdit, removeWordEdit } from '../fixes/remove-word';
import { CHINESE_FILLERS, ENGLISH_FILLERS, type FillerEntry } from '../lexicon/fillers';
import { say } from '../language';
import type { CheckInput, Finding } from './types';

const PREVIEW_MAX = 160;

/** The expected result: the sentence without the word, or, when cutting it leaves no sentence, a rewording. */
function expectation(lang: CheckInput['language'], word: string, fixed: string | null, plain: [string, string]) {
  if (fixed !== null) return say(lang, `${plain[0]}: "${fixed}"`, `${plain[1]}：“${fixed}”`);
  return say(
    lang,
    `The sentence reworded so it makes its point without "${word}".`,
    `改写这句话，不用“${word}”也能表达清楚。`,
  );
}

function messages(input: CheckInput, entry: FillerEntry, word: string, context: string, fixed: string | null) {
  const lang = input.language;
  const kind = entry.kind;
  if (entry.carriesMeaning) {
    return {
      summary: say(lang, `"${word}" may soften what you mean`, `“${word}”可能使表述含糊`),
      detail: say(
        lang,
        `"${word}" in "${context}" says how something seems. Keep it if that is the point (an image, a guess); cutting it would change the meaning.`,
        `“${context}”中的“${word}”表示“看起来像”。若这是比喻或揣测，请保留；直接删去会改变意思。`,
      ),
      expected: say(
        lang,
        `Keep "${word}" for an image or a guess; where you are sure, say it plainly.`,
        `比喻或揣测时保留“${word}”；确定的事则直接陈述。`,
      ),
    };
  }
  if (kind === 'filler') {
    return {
      summary: say(lang, `Filler word "${word}"`, `冗余词“${word}”`),
      detail: say(
        lang,
        `"${word}" in "${context}" adds emphasis without meaning.`,
        `“${context}”中的“${word}”只是加强语气，没有实际意义。`,
      ),
      expected: expectation(lang, word, fixed, [
        `Without "${word}" (or with a more exact word)`,
        `删去“${word}”（或换用更准确的词）`,
      ]),
    };
  }
  return {
    summary: say(lang, `Hedging word "${word}"`, `含糊词“${word}”`),
    detail: say(
      lang,
      `"${word}" in "${context}" softens a statement the text can make outright.`,
      `“${context}”中的“${word}”使本可明确的表述变得含糊。`,
    ),
    expected: expectation(lang, word, fixed, [`State it plainly, without "${word}"`, `去掉“${word}”，直接陈述`]),
  };
}

function clip(s: string): string {
  return s.length > PREVIEW_MAX ? `${s.slice(0, PREVIEW_MAX)}…` : s;
}

/** Occurrences of one entry, with an intensifier said twice ("very, very") joined into one. */
function occurrences(text: string, find: RegExp): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const m of text.matchAll(find)) {
    const last = found[found.length - 1];
    const between = last ? text.slice(last.end, m.index) : '';
    if (last && /^,? +$/.test(between) && text.slice(last.start, last.end).toLowerCase() === m[0].toLowerCase()) {
      last.end = m.index + m[0].length;
    } else found.push({ start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** Filler and hedging words in narration (dialogue is left alone), one finding per occurrence. */
export function checkFillerWords(input: CheckInput): Finding[] {
  const { text } = input;
  const entries = input.language === 'zh' ? CHINESE_FILLERS : ENGLISH_FILLERS;
  const findings: Finding[] = [];
  for (const entry of entries) {
    for (const { start, end } of occurrences(text, entry.find)) {
      if (insideRanges(input.dialogue, start, end)) continue;
      const sentence = sentenceAt(input.sentences, start) ?? { start, end };
      const edit = entry.carriesMeaning ? null : removeWordEdit(text, start, end);
      const context = text.slice(sentence.start, Math.max(sentence.end, end));
      const fixed = edit ? clip(previewEdit(text, edit, sentence)) : null;
      findings.push({
        type: entry.kind,
        priority: 'low',
        ...messages(input, entry, text.slice(start, end), clip(context), fixed),
        anchor: anchorAt(text, start, end),
      });
    }
  }
  return findings.sort((a, b) => a.anchor!.start - b.anchor!.start);
}
