import { anchorAt } from '../../../text/anchor';
import { say } from '../language';
import { isNarration, type Narration } from './narration';
import { CHINESE_STOCK_PHRASES } from './stock-phrases-zh';
import { ENGLISH_STOCK_PHRASES } from './stock-phrases-en';
import type { VoiceFinding, VoiceInput } from './types';

/** A stock phrase: its pattern (global), and its exact replacement where one is mechanical. */
export interface StockPhrase {
  find: RegExp;
  fix?: (match: RegExpMatchArray & { index: number }, text: string) => string | null;
}

/** Stock phrases in narration; a character may talk in clichés, so speech is left alone. */
export function stockPhrases(input: VoiceInput, narration: Narration): VoiceFinding[] {
  const { text, language } = input;
  const list = language === 'zh' ? CHINESE_STOCK_PHRASES : ENGLISH_STOCK_PHRASES;
  const findings: VoiceFinding[] = [];
  for (const phrase of list) {
    for (const m of text.matchAll(phrase.find)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!isNarration(narration, start, end)) continue;
      const replacement = phrase.fix?.(m, text) ?? null;
      const quote = m[0];
      findings.push({
        kind: 'stock-phrase',
        priority: 'low',
        summary: say(language, `Stock phrase "${quote}"`, `套话“${quote}”`),
        detail: say(
          language,
          `"${quote}" is a set phrase common in machine-written prose; readers skim it. Say what this scene shows in your own words.`,
          `“${quote}”是机器生成文字里常见的套话，读者会一眼略过。请用自己的话写出这一幕的具体情形。`,
        ),
        anchor: anchorAt(text, start, end),
        ...(replacement !== null ? { replacement } : {}),
      });
    }
  }
  return findings;
}
