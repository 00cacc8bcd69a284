// Filler (adds nothing) and hedging (weakens a claim) words, with the contexts where they are not filler.

type FillerKind = 'filler' | 'hedging';

export interface FillerEntry {
  kind: FillerKind;
  /** Finds the word in running text; look-arounds exclude legitimate uses. */
  find: RegExp;
  /**
   * Cutting the word changes what the sentence says ("好像还在游泳", as if still swimming, is not
   * "还在游泳"): it is pointed out, and rewording is left to the writer.
   */
  carriesMeaning?: boolean;
}

const DETERMINER =
  '(?:a|an|the|this|that|what|which|some|any|every|each|one|no|same|another|these|those|all|his|her|their|its|my|your|our|of)';

// What follows 好像 when it compares: "one (measure word)", or a clause closed by 一样/似的/一般.
const ZH_SIMILE =
  '一[个只头块团片张把条根座颗滴道阵群双朵轮面匹棵枚粒层股缕幅串盏堵尊]|[^。！？；，\\n]{0,20}(?:一样|似的|一般)';

// What follows 好像/似乎 when they draw an image of something going on: "还在游泳", "仍在燃烧".
const ZH_IMAGE = '(?:还|仍|依然|依旧|正在)';

// 好像 drawing an image rather than guessing: a sense or the body as its subject (她的心好像被揪了一下,
// 声音好像从很远的地方传来), or a figure after it (好像被什么东西……).
const ZH_FIGURE_SUBJECT = '(?<!心|声音|胸口|喉咙|脑子|脑袋|身子|耳边|眼前)';
const ZH_FIGURE = '(?:被什么|从很远|从遥远|从天边|从[^，。！？]{0,8}(?:传来|飘来))';

const en = (kind: FillerKind, source: string): FillerEntry => ({ kind, find: new RegExp(source, 'gi') });
const zh = (kind: FillerKind, source: string): FillerEntry => ({ kind, find: new RegExp(source, 'g') });

export const ENGLISH_FILLERS: FillerEntry[] = [
  // "the very end", "the very same" are emphasis, not filler.
  en(
    'filler',
    String.raw`(?<!\b(?:the|this|that|his|her|its|their|my|your|our)\s)\bvery\b(?=,?\s+[a-z])(?!\s+(?:same|own|least|most|first|last|end|beginning|moment|thing|idea)\b)`,
  ),
  en('filler', String.raw`\breally\b`),
  // "had just arrived" is time, "a just cause" is fairness, "just as" compares.
  en(
    'filler',
    String.raw`(?<!\b(?:had|has|have|having|a|the|most|I'd|I’d|we'd|we’d)\s)\bjust\b(?!\s+(?:as|like|now|then|before|after|enough|in\s+case|because|over|under|about|outside|inside|behind)\b)`,
  ),
  en('filler', String.raw`\bbasically\b`),
  en('filler', String.raw`\bactually\b`),
  en('filler', String.raw`\bliterally\b`),
  en('filler', String.raw`\btotally\b`),
  en('filler', String.raw`\bdefinitely\b`),
  en('filler', String.raw`(?<!\bput it\s)\bsimply\b(?!\s+put\b)`),
  en('filler', String.raw`(?<!\bnot\s)\bquite\b(?=\s+[a-z])(?!\s+(?:a|an|the|so|as)\b)`),
  en('hedging', String.raw`\bsomewhat\b`),
  en('hedging', String.raw`\bperhaps\b`),
  en('hedging', String.raw`\bmaybe\b`),
  en('hedging', String.raw`\bseemingly\b`),
  en('hedging', String.raw`\barguably\b`),
  // "the wrong kind of coat", "a new sort of" name a kind: an adjective between determiner and noun.
  en('hedging', String.raw`(?<!\b${DETERMINER}\s(?:[a-z]+\s)?)\b(?:kind|sort)\s+of\b(?=\s+[a-z])`),
  en('hedging', String.raw`\ba\s+bit\b(?!\s+(?:of|more|less)\b)(?=\s+[a-z])`),
  // "It seemed that the story…" goes with its "that", or the clause left would be a fragment.
  en('hedging', String.raw`\bI\s+(?:think|guess)(?:\s+that\b)?\b`),
  en('hedging', String.raw`\bit\s+(?:seems|seemed)(?:\s+that\b)?\b`),
  en('hedging', String.raw`\bto\s+some\s+extent\b`),
];

export const CHINESE_FILLERS: FillerEntry[] = [
  zh('filler', '非常(?![规态时])'),
  zh('filler', '其实'),
  zh('filler', '基本上'),
  // 为真的、是真的 state a fact ("true"), they do not intensify.
  zh('filler', '(?<![为是成当认])真的(?!假)'),
  zh('filler', '简直'),
  zh('filler', '相当(?![于])'),
  // 十分钟 is ten minutes, 九十分 a score.
  zh('filler', '(?<![0-9一二三四五六七八九十百千几两])十分(?![钟之])'),
  // 有点事 "has something to do": 有点 before a noun is not a hedge.
  zh('hedging', '有点儿?(?![事钱东时水吃])'),
  // 很可能 goes as a whole (removing 可能 alone leaves 很); 不可能、可能性 state a fact.
  zh('hedging', '(?<![不尽的])(?:很|极|有)?可能(?![性的])'),
  // Before 还/仍/正在, 似乎 and 好像 draw an image ("好像还在游泳", as if still swimming): cutting them
  // would state it as fact, so they are pointed out and left to the writer.
  zh('hedging', `似乎(?!${ZH_IMAGE})`),
  { ...zh('hedging', `似乎(?=${ZH_IMAGE})`), carriesMeaning: true },
  // 好像 is "as if" in a comparison: 好像一头熊, 好像……一样/似的, 红得好像.
  zh('hedging', `(?<!得)${ZH_FIGURE_SUBJECT}好像(?!${ZH_SIMILE}|${ZH_IMAGE}|${ZH_FIGURE})`),
  { ...zh('hedging', `(?<!得)好像(?=${ZH_IMAGE})`), carriesMeaning: true },
  // 大概三点 is an estimate, not a hedge.
  zh('hedging', '大概(?![0-9一二三四五六七八九十百千几两半])'),
  zh('hedging', '或许'),
  zh('hedging', '也许'),
  zh('hedging', '(?:某种|一定)程度上'),
];

const sticky = new Map<FillerEntry, RegExp>();

function entryMatching(text: string, start: number, end: number): FillerEntry | undefined {
  return [...ENGLISH_FILLERS, ...CHINESE_FILLERS].find((entry) => {
    if (!sticky.has(entry)) sticky.set(entry, new RegExp(entry.find.source, entry.find.flags.replace('g', '') + 'y'));
    const pattern = sticky.get(entry)!;
    pattern.lastIndex = start;
    const m = pattern.exec(text);
    return m !== null && m[0].length === end - start;
  });
}

// An intensifier said twice ("very, very", "really really") is one filler, removed whole.
const TWICE = /^([A-Za-z]+)(,? +)\1$/i;

/** The entry whose word (or doubled word) sits exactly at text[start, end) in this context, if any. */
export function fillerAt(text: string, start: number, end: number): FillerEntry | undefined {
  const twice = TWICE.exec(text.slice(start, end));
  if (twice) {
    const second = start + twice[1].length + twice[2].length;
    return entryMatching(text, second, end);
  }
  return entryMatching(text, start, end);
}
