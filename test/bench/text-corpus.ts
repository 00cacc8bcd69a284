// Seeded, deterministic English-like documents for the text benchmarks and tests.

const VOCABULARY = `the of and to a in that it was he she for on is with as his her at by had from
they be this not but what all were when we there can an your which their said if do will each about
how up out them then many some so these would other into has more two like him see time could no
make than first been its who now people my made over did down only way find use may water long
little very after words called just where most know get through back much go good new write our
used me man too any day same right look think also around another came come work three word must
because does part even place well such here take why things help put years different away again off
went old number great tell men say small every found still between name should home big give air
line set own under read last never us left end along while might next sound below saw something
thought both few those always looked show large often together asked house world going want school
important until form food keep children feet land side without boy once animals life enough took
sometimes four head above kind began almost live page got earth need far hand high year mother
light parts country father let night following picture being study second eyes soon times story
boys since white days ever paper hard near sentence better best across during today others sure
means knew its try told young miles sun ways thing whole hear example heard several change answer
room sea against top turned learn point city play toward five using himself usually river window
door quiet voice garden winter letter silver morning forest bridge lantern harbour stranger village
remembered beneath whispering afternoon carefully somewhere everything lighthouse shoulders
understood conversation afterwards certainly something yesterday possible journey question
mountains travelling wondered beautiful darkness distance breathing stairway kitchen promise
remembering memories suddenly struggling horizon shadows messenger daughter brother
silence listening strangers fishermen midnight candlelight threshold ceremony`
  .split(/\s+/)
  .filter(Boolean);

export const REFRAINS = [
  'The bells rang out over the valley.',
  'Nobody in the village spoke of it again.',
  '“Not yet,” she said.',
  'And the river kept on running.',
];

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

export function between(random: () => number, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

// Common words far more often than rare ones, as in real prose.
export function randomWord(random: () => number): string {
  return VOCABULARY[Math.floor(VOCABULARY.length * random() ** 1.2)];
}

export function randomSentence(random: () => number): string {
  if (random() < 0.02) return pick(random, REFRAINS);
  const words = Array.from({ length: between(random, 5, 22) }, () => randomWord(random));
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  if (random() < 0.3) words[between(random, 1, words.length - 1)] += ',';
  return words.join(' ') + pick(random, ['.', '.', '.', '!', '?']);
}

/** About `wordCount` words of prose in paragraphs, with a few sentences repeated word for word. */
export function randomDocument(random: () => number, wordCount: number): string {
  const paragraphs: string[] = [];
  let words = 0;
  while (words < wordCount) {
    const sentences = Array.from({ length: between(random, 3, 8) }, () => randomSentence(random));
    const paragraph = sentences.join(' ');
    words += paragraph.split(' ').length;
    paragraphs.push(paragraph);
  }
  return paragraphs.join('\n\n');
}

/** Start and end of every word (a run of non-space characters). */
export function wordSpans(text: string): Array<[number, number]> {
  return Array.from(text.matchAll(/\S+/g), (m) => [m.index, m.index + m[0].length] as [number, number]);
}
