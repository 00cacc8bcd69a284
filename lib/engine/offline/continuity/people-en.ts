import { sentenceAt } from '../../../text/sentences';
import { CORRECTED_LATER } from './hedges';
import { isLatinName, LATIN_NAME, nameOf, namesIn } from './names';
import { EN_NUMBER_WORD, parseEnglishCount } from '../../../workflow/continuity/numbers';
import { emit, knownAndFound, matchesOf, type Scan } from './scan';

// English facts about people: age, eye and hair colour, kinship, and status (dead, gone, acting).
// Each pattern needs the name in the sentence itself; a pronoun ("she was twelve") is not resolved.

const N = `(${LATIN_NAME})`;
const NUM = `(\\d{1,3}|${EN_NUMBER_WORD})`;
// Anything may follow an age but a unit: "Mara was twelve minutes late" is not an age.
const AGE_END = `(?![-\\w]|\\s+(?:minutes?|hours?|days?|weeks?|months?|feet|foot|inches|miles|metres|meters|pounds|kilos?|times|o'clock|percent|cents?|dollars?|euros?|of|people|men|women|children|books|steps|yards|paces)\\b)`;

const AGE_PATTERNS: { re: RegExp; name: number; value: number; change?: boolean }[] = [
  { re: new RegExp(`\\b${N},\\s+(?:aged\\s+|now\\s+)?${NUM}(?:\\s+years\\s+old)?,`, 'g'), name: 1, value: 2 },
  {
    re: new RegExp(
      `\\b${N}\\s+(?:was|is|had been)\\s+(?:only\\s+|just\\s+|already\\s+|barely\\s+)?${NUM}${AGE_END}`,
      'g',
    ),
    name: 1,
    value: 2,
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:had\\s+)?(?:just\\s+)?turn(?:ed|s)\\s+${NUM}${AGE_END}`, 'g'),
    name: 1,
    value: 2,
    change: true,
  },
  { re: new RegExp(`\\b${NUM}-year-old\\s+${N}`, 'g'), name: 2, value: 1 },
  { re: new RegExp(`\\b${N},\\s+(?:a|the)\\s+${NUM}-year-old\\b`, 'g'), name: 1, value: 2 },
];
/** "the fourteen-year-old" with no name: it is about the one person the sentence or the one before names. */
const BARE_AGE = new RegExp(`\\b[Tt]he\\s+${NUM}-year-old\\b(?!\\s+${LATIN_NAME})`, 'g');

const COLOURS =
  'blue|green|grey|gray|brown|hazel|black|amber|red|blonde|blond|auburn|white|silver|golden|ginger|chestnut|dark|fair';
const C = `((?:dark|light|pale|bright|deep)\\s+)?(${COLOURS})`;
const FEATURE_PATTERNS: { re: RegExp; name: number; colour: number; feature: number }[] = [
  { re: new RegExp(`\\b${N}['’]s\\s+${C}\\s+(eyes|hair)\\b`, 'g'), name: 1, colour: 3, feature: 4 },
  { re: new RegExp(`\\b${N}\\s+had\\s+${C}\\s+(eyes|hair)\\b`, 'g'), name: 1, colour: 3, feature: 4 },
  // "Margaret had her father's hazel eyes", "Ivy had her own red hair".
  {
    re: new RegExp(`\\b${N}\\s+had\\s+(?:her|his|their)\\s+(?:own\\s+|[a-z]+['’]s\\s+)?${C}\\s+(eyes|hair)\\b`, 'g'),
    name: 1,
    colour: 3,
    feature: 4,
  },
  {
    re: new RegExp(`\\b${N}['’]s\\s+(eyes|hair)\\s+(?:was|were|is|are)\\s+${C}\\b`, 'g'),
    name: 1,
    colour: 4,
    feature: 2,
  },
  {
    re: new RegExp(`\\b${N},\\s+with\\s+(?:her|his|their)\\s+${C}\\s+(eyes|hair)\\b`, 'g'),
    name: 1,
    colour: 3,
    feature: 4,
  },
];
const COLOUR_CHANGE = /\b(dyed|bleached|turned|went|gone|greying|graying|now)\b/i;

const KIN =
  '(?:(older|elder|big|younger|little|baby|twin)\\s+)?(sister|brother|mother|father|daughter|son|wife|husband|aunt|uncle|cousin|niece|nephew|grandmother|grandfather|granddaughter|grandson|stepmother|stepfather|stepsister|stepbrother)';
const KIN_PATTERNS: { re: RegExp; owner: number; seniority: number; kin: number; person: number }[] = [
  {
    re: new RegExp(`(?<!like\\s)\\b${N}['’]s\\s+${KIN},?\\s+(${LATIN_NAME})`, 'g'),
    owner: 1,
    seniority: 2,
    kin: 3,
    person: 4,
  },
  {
    re: new RegExp(`\\b${N},\\s+${'(' + LATIN_NAME + ')'}['’]s\\s+${KIN}\\b`, 'g'),
    person: 1,
    owner: 2,
    seniority: 3,
    kin: 4,
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:was|is)\\s+${'(' + LATIN_NAME + ')'}['’]s\\s+${KIN}\\b`, 'g'),
    person: 1,
    owner: 2,
    seniority: 3,
    kin: 4,
  },
];

/** Older or younger, when the text says. */
function seniorityOf(word: string | undefined): 'older' | 'younger' | '' {
  if (!word) return '';
  if (/older|elder|big/i.test(word)) return 'older';
  if (/younger|little|baby/i.test(word)) return 'younger';
  return '';
}

const DEATH = new RegExp(
  `\\b${N}(?:,\\s+[^,.;!?\\n]{1,40},)?\\s+(?:had\\s+)?(died|was killed|was murdered|was buried|passed away|drowned|was shot|was hanged)\\b|\\bthe late\\s+${N}|\\b${N}['’]s\\s+(funeral|grave|corpse|body was)`,
  'g',
);
const GONE = new RegExp(
  `\\b${N}\\s+(?:had\\s+)?(?:left for|moved to|sailed for|went away to)\\s+(?:the\\s+)?(${LATIN_NAME})`,
  'g',
);
const ACTS = new RegExp(
  `\\b${N}\\s+(said|says|asked|asks|replied|answered|whispered|shouted|smiled|smiles|laughed|laughs|walked|walks|ran|runs|nodded|nods|stood|sat|opened|opens|took|takes|called|calls|wrote|writes)\\b|\\b(?:said|asked|replied|whispered)\\s+${N}\\b`,
  'g',
);

function ageFacts(scan: Scan): void {
  for (const p of AGE_PATTERNS) {
    for (const m of matchesOf(scan.text, p.re)) {
      const name = nameOf(m[p.name]);
      const value = parseEnglishCount(m[p.value]);
      if (!isLatinName(name) || value === null || value > 120) continue;
      const [vs, ve] = m.indices[p.value];
      const sentenceEnd = sentenceAt(scan.sentences, m.index)?.end ?? m.index + m[0].length;
      const corrected = CORRECTED_LATER.test(scan.text.slice(m.index + m[0].length, sentenceEnd));
      emit(scan, {
        kind: 'attribute',
        subject: name,
        attribute: 'age',
        value: String(value),
        start: m.index,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
        change: p.change,
        hedges: corrected ? ['corrected'] : [],
      });
    }
  }
  for (const m of matchesOf(scan.text, BARE_AGE)) {
    const value = parseEnglishCount(m[1]);
    const sentence = sentenceAt(scan.sentences, m.index);
    if (value === null || !sentence) continue;
    const index = scan.sentences.indexOf(sentence);
    const from = scan.sentences[Math.max(0, index - 1)].start;
    const names = namesIn(scan.text, from, sentence.end, knownAndFound(scan));
    if (names.length !== 1) continue;
    const [vs, ve] = m.indices[1];
    emit(scan, {
      kind: 'attribute',
      subject: names[0],
      attribute: 'age',
      value: String(value),
      start: m.index + 4,
      end: m.index + m[0].length,
      valueStart: vs,
      valueEnd: ve,
    });
  }
}

function featureFacts(scan: Scan): void {
  for (const p of FEATURE_PATTERNS) {
    for (const m of matchesOf(scan.text, p.re)) {
      if (!isLatinName(m[p.name])) continue;
      const sentence = sentenceAt(scan.sentences, m.index)?.text ?? '';
      const [vs, ve] = m.indices[p.colour];
      emit(scan, {
        kind: 'attribute',
        subject: nameOf(m[p.name]),
        attribute: m[p.feature].toLowerCase(),
        value: m[p.colour]
          .toLowerCase()
          .replace('gray', 'grey')
          .replace('blond', 'blonde')
          .replace('blondee', 'blonde'),
        start: m.index,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
        change: COLOUR_CHANGE.test(sentence),
      });
    }
  }
}

function kinFacts(scan: Scan): void {
  for (const p of KIN_PATTERNS) {
    for (const m of matchesOf(scan.text, p.re)) {
      const owner = nameOf(m[p.owner]);
      const person = nameOf(m[p.person]);
      if (!isLatinName(owner) || !isLatinName(person) || owner === person) continue;
      const senior = seniorityOf(m[p.seniority]);
      const [vs, ve] = m.indices[p.kin];
      emit(scan, {
        kind: 'attribute',
        subject: person,
        attribute: `relation:${owner}`,
        value: senior ? `${senior} ${m[p.kin].toLowerCase()}` : m[p.kin].toLowerCase(),
        start: m.index,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
      });
    }
  }
}

function statusFacts(scan: Scan): void {
  for (const m of matchesOf(scan.text, DEATH)) {
    const name = m[1] ?? m[3] ?? m[4];
    if (!isLatinName(name)) continue;
    emit(scan, {
      kind: 'status',
      subject: name,
      attribute: 'status',
      value: 'dead',
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(scan.text, GONE)) {
    if (!isLatinName(m[1])) continue;
    emit(scan, {
      kind: 'status',
      subject: m[1],
      attribute: 'whereabouts',
      value: m[2],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(scan.text, ACTS)) {
    const name = m[1] ?? m[3];
    if (!isLatinName(name)) continue;
    emit(scan, {
      kind: 'mention',
      subject: name,
      attribute: 'acts',
      value: (m[2] ?? 'said').toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
}

/** The English facts about people in a section. */
export function englishPeopleFacts(scan: Scan): void {
  // Status first: the names it finds help place "the fourteen-year-old".
  statusFacts(scan);
  kinFacts(scan);
  featureFacts(scan);
  ageFacts(scan);
}
