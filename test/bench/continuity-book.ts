// A 100,000-word story whose every paragraph states facts the continuity ledger reads (ages, colours,
// kinship, dates, weekdays, counted days), for the continuity figures of `npm run bench`.

const PARAGRAPH = (i: number) =>
  `Mara was twelve the autumn the storm came to Kell Point, and Owen mended nets on the quay. On Monday, 3 March, the boat ${i} left harbour. ` +
  `Three days later, on Thursday, it came back with salt and letters. Mara's green eyes followed every sail. Ana, Mara's older sister, laughed at the gulls. ` +
  'The wind worked at the shutters all night while the lamp turned above them, and nobody in the house slept much before dawn came grey over the water. ';

export const CONTINUITY_CHAPTERS = 40;

/** Chapter n's text: thirty paragraphs, about 2,400 words. */
export const continuityChapter = (n: number) =>
  Array.from({ length: 30 }, (_, i) => PARAGRAPH(n * 100 + i)).join('\n\n');
