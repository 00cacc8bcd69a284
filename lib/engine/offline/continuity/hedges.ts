import type { Fact, FactHedge } from '../../../workflow/continuity/facts';
import { insideRanges, type Ranges } from '../../../text/dialogue';
import type { SentenceSpan } from '../../../text/sentences';

// Why a statement is not the narrator's word on the present: it is speech, a supposition, a memory,
// or something the text takes back. Facts with a hedge are kept in the ledger but not held against others.

const HYPOTHETICAL_EN =
  /\b(if|unless|would|could have|might|suppose|supposing|imagine|imagined|pretend|pretended|as if|as though|wish|wished|nearly|almost|planned to|plotting)\b/i;
const FLASHBACK_EN =
  /\b(remember|remembered|remembers|recalled|recalls|memory|memories|years ago|years earlier|years before|back then|used to|dreamed|dreamt|dream|in those days|had been|had said|had smiled|had walked|ghost)\b/i;
const HYPOTHETICAL_ZH = /如果|假如|要是|假设|倘若|万一|仿佛|好像|似乎|差点|险些|打算|计划|想象/;
const FLASHBACK_ZH = /记得|想起|回忆|当年|那年|小时候|曾经|以前|梦见|梦里|梦中|往事|鬼魂/;
/**
 * A statement someone reports or claims is theirs, not the narrator's: "Meg was thirty-six, she told the
 * landlord", 他对房东说自己三十六岁. Held for what people state about themselves and others (attributes).
 */
const REPORTED_EN =
  /\b(told|claimed|claims|insisted|insists|lied|lies|boasted|swore|bragged|admitted|pretended|joked|teased)\b/i;
const REPORTED_ZH = /告诉|声称|谎称|撒谎|吹嘘|骗|自称|坚称|承认|开玩笑/;

/** A correction later in the same sentence takes the statement back: "seventy — no, sixty-three", 五十一岁——不对. */
export const CORRECTED_LATER = /[—–-]+\s*no,|\bor rather\b|\bno, wait\b|不对|更正|应该是/i;

/** The hedges that hold for a fact stated at [start, end) of the sentence. */
export function hedgesAt(
  text: string,
  sentence: SentenceSpan | undefined,
  fact: Pick<Fact, 'kind' | 'start' | 'end'>,
  dialogue: Ranges,
  sectionFlashback: boolean,
): FactHedge[] {
  const hedges: FactHedge[] = [];
  const s = sentence?.text ?? text.slice(fact.start, fact.end);
  if (insideRanges(dialogue, fact.start, fact.end)) hedges.push('dialogue');
  else if (fact.kind === 'attribute' && (REPORTED_EN.test(s) || REPORTED_ZH.test(s))) hedges.push('dialogue');
  if (HYPOTHETICAL_EN.test(s) || HYPOTHETICAL_ZH.test(s)) hedges.push('hypothetical');
  // A paper's numbers and terms have no flashbacks: 延迟回忆测验 is a test of recall, not a memory.
  const storyTime = fact.kind !== 'count' && fact.kind !== 'term';
  if (storyTime && (sectionFlashback || FLASHBACK_EN.test(s) || FLASHBACK_ZH.test(s))) hedges.push('flashback');
  return hedges;
}

const OPENS_FLASHBACK_EN =
  /^\W*(?:\w+\s+){0,3}(years|decades|months)\s+(earlier|before)\b|^\W*(back in|long ago|once upon)/i;
const OPENS_FLASHBACK_ZH = /^\W{0,2}.{0,8}(年前|年以前|多年前)|^\W{0,2}(回到|那是|很久以前|多年以前)/;

/** A section that opens in the past ("Twenty years earlier", 二十年前) is a flashback throughout. */
export function opensFlashback(text: string): boolean {
  const first = text
    .trimStart()
    .split(/\n/, 1)[0]
    .replace(/^#+\s*/, '');
  return OPENS_FLASHBACK_EN.test(first) || OPENS_FLASHBACK_ZH.test(first);
}
