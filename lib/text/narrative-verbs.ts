// Common narrative verbs with their third-person present and past forms, so a tense shift can be
// named and, for these verbs, fixed exactly. A verb not listed is never taken for a tense marker.

const IRREGULAR: Record<string, string> = {
  be: 'was',
  have: 'had',
  do: 'did',
  say: 'said',
  go: 'went',
  come: 'came',
  take: 'took',
  make: 'made',
  see: 'saw',
  know: 'knew',
  think: 'thought',
  feel: 'felt',
  stand: 'stood',
  sit: 'sat',
  run: 'ran',
  hold: 'held',
  keep: 'kept',
  leave: 'left',
  find: 'found',
  tell: 'told',
  get: 'got',
  give: 'gave',
  bring: 'brought',
  buy: 'bought',
  pay: 'paid',
  lose: 'lost',
  win: 'won',
  begin: 'began',
  meet: 'met',
  break: 'broke',
  wear: 'wore',
  throw: 'threw',
  catch: 'caught',
  fly: 'flew',
  drive: 'drove',
  ride: 'rode',
  swim: 'swam',
  hide: 'hid',
  rise: 'rose',
  fall: 'fell',
  sleep: 'slept',
  wake: 'woke',
  drink: 'drank',
  eat: 'ate',
  write: 'wrote',
  read: 'read',
  sing: 'sang',
  speak: 'spoke',
  hear: 'heard',
  put: 'put',
  set: 'set',
  shut: 'shut',
  cut: 'cut',
  hit: 'hit',
  lay: 'laid',
  lead: 'led',
  send: 'sent',
  spend: 'spent',
  build: 'built',
  understand: 'understood',
  forget: 'forgot',
  grow: 'grew',
  draw: 'drew',
  shake: 'shook',
  kneel: 'knelt',
  lie: 'lay',
  light: 'lit',
  bite: 'bit',
  choose: 'chose',
  tear: 'tore',
  swing: 'swung',
  sink: 'sank',
  dig: 'dug',
  stick: 'stuck',
  strike: 'struck',
  sweep: 'swept',
  freeze: 'froze',
  steal: 'stole',
  feed: 'fed',
  sell: 'sold',
  seek: 'sought',
  teach: 'taught',
  fight: 'fought',
  slide: 'slid',
  spin: 'spun',
  creep: 'crept',
};

const REGULAR =
  `row sail fish park walk look turn open close wait watch pull push reach smile laugh nod stop start carry drop pick
lift move follow listen call answer want need seem notice remember wonder climb cross enter step try
breathe sigh shrug lean grab touch hand hurry rush wander return arrive stay glance stare whisper shout
frown wipe fold pour blink count check lock unlock knock cry kiss hug pause point slip nudge tap rub
press pass place raise lower rest jump dance clean cook wash dress reply ask stare shiver tremble
decide hesitate realize realise hope like love hate fear trust believe agree refuse promise learn
listen gather scan search study slam snap grin scowl mutter murmur shove drag kick cover pack unpack
fill empty sort wrap tie stretch yawn cough swallow taste smell sniff chew bow wave clap knit sew stir`
    .split(/\s+/)
    .filter(Boolean);

function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

// Doubling only for the listed one-syllable verbs that take it (stop, grab, nod): a rule on every verb
// would double "visit" and "open".
const DOUBLES = new Set([
  'stop',
  'grab',
  'nod',
  'step',
  'drop',
  'slip',
  'nudge',
  'tap',
  'rub',
  'slam',
  'snap',
  'grin',
  'hug',
  'clap',
  'shrug',
  'plan',
  'scan',
  'drag',
  'knit',
  'stir',
]);

function regularPast(base: string): string {
  if (DOUBLES.has(base) && !base.endsWith('e')) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** Present (third person) → past, and past → present, for the listed verbs. */
export const PRESENT_TO_PAST = new Map<string, string>();
export const PAST_TO_PRESENT = new Map<string, string>();
for (const base of [...Object.keys(IRREGULAR), ...REGULAR]) {
  const past = IRREGULAR[base] ?? regularPast(base);
  const present = thirdPerson(base);
  PRESENT_TO_PAST.set(present, past);
  // A past form shared by two verbs (lay: lie's past and lay's present) or equal to its present (put) says nothing.
  if (past !== base && !PAST_TO_PRESENT.has(past)) PAST_TO_PRESENT.set(past, present);
}
for (const [present, past] of [
  ['isn’t', 'wasn’t'],
  ['hasn’t', 'hadn’t'],
  ['doesn’t', 'didn’t'],
]) {
  for (const [a, b] of [
    [present, past],
    [present.replace('’', "'"), past.replace('’', "'")],
  ]) {
    PRESENT_TO_PAST.set(a, b);
    PAST_TO_PRESENT.set(b, a);
  }
}
