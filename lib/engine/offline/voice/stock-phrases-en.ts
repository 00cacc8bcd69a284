import type { StockPhrase } from './stock-phrase';

// English phrases that mark machine-written prose. Each is a pattern of a few words, never a word
// alone: "testament" in a will, a tapestry on a wall or a breath held for a reason stay unflagged.

const WHO = '(?:he|she|they|I|we|you)';
const POSSESSIVE = '(?:his|her|their|my|your|our)';
const TESTAMENT_VERB: Record<string, string> = {
  is: 'shows',
  are: 'show',
  was: 'showed',
  were: 'showed',
  'stands as': 'shows',
  'stand as': 'show',
  'stood as': 'showed',
};
const BREATH_VERB: Record<string, string> = {
  let: 'breathed out',
  lets: 'breathes out',
  letting: 'breathing out',
};

export const ENGLISH_STOCK_PHRASES: StockPhrase[] = [
  {
    find: /\b(?:(is|are|was|were|stands as|stand as|stood as) )?an? (?:true |living |fitting |powerful )?testament to\b/gi,
    fix: (m) => (m[1] ? `${TESTAMENT_VERB[m[1].toLowerCase()]}` : null),
  },
  {
    find: /\b(?:rich|vibrant|intricate|complex|colou?rful|delicate) tapestry\b|\btapestry of (?:\w+ )?(?:emotions?|life|lives|cultures?|sounds?|colou?rs?|memor(?:y|ies)|stories|experiences?|voices|traditions?|history|feelings?|scents?|smells?)\b/gi,
  },
  {
    find: /\bdelv(?:e|es|ed|ing) (?:deep(?:er|ly)? )?into the (?:depths|intricacies|complexities|nuances|mysteries|realm|world) of\b/gi,
  },
  {
    find: /\ban? (?:symphony|cacophony|kaleidoscope) of (?:colou?rs?|sounds?|birdsong|noise|light|shadows?|scents?|smells?|emotions?|flavou?rs?|voices)\b/gi,
  },
  { find: new RegExp(`\\bsent (?:a )?(?:shivers?|chills?) (?:down|up) ${POSSESSIVE} spines?\\b`, 'gi') },
  {
    find: new RegExp(
      `\\b(?:a|the) (?:shiver|chill) (?:ran|runs|crept|creeps|went|goes) (?:down|up) ${POSSESSIVE} spine\\b`,
      'gi',
    ),
  },
  { find: /\bthe silence(?: in the (?:room|hall|car|air))? (?:was|grew|became) deafening\b/gi },
  {
    find: new RegExp(
      `\\b(let|lets|letting) out a breath ${WHO} (?:didn't|did not|hadn't|had not) (?:know|known|reali[sz]e|reali[sz]ed) ${WHO} (?:was|were|had been) holding\\b`,
      'gi',
    ),
    fix: (m) => BREATH_VERB[m[1].toLowerCase()],
  },
  {
    find: new RegExp(
      `\\b${POSSESSIVE} voice (?:was )?(?:barely|little more than|hardly) (?:above |more than )?a whisper\\b`,
      'gi',
    ),
  },
  {
    find: /\bthe (?:tension|silence|anticipation|excitement|fear|grief|relief)(?: in the (?:room|air))? (?:was|is|became|grew) (?:almost )?palpable\b/gi,
  },
  {
    find: /\bthe air (?:was|is|hung|grew) (?:thick|heavy|electric|charged) with (?:tension|anticipation|unspoken \w+|possibility|promise)\b/gi,
  },
  {
    find: /\ban? (?:wave|flood|rush|surge|torrent) of [a-z]+ (?:wash|washed|washes|washing|crash|crashed|crashes|sweep|swept|sweeps) over (?:him|her|them|me|us)\b/gi,
  },
  { find: new RegExp(`\\bevery (?:fib(?:er|re)|cell|bone|inch) of ${POSSESSIVE} being\\b`, 'gi') },
  { find: /\blittle did (?:he|she|they|I|we|anyone) know\b/gi },
  { find: /(?<=^|[.!?]["”]?\s+)In a world where\b/gm },
  {
    find: /(?<=^|[.!?]\s+)(?:It is|It's|It was) (?:worth noting|important to (?:note|remember)) that ([a-z]\w*)/gm,
    fix: (m) => m[1][0].toUpperCase() + m[1].slice(1),
  },
  { find: /(?<=^|[.!?]\s+)Needless to say, ([a-z]\w*)/gm, fix: (m) => m[1][0].toUpperCase() + m[1].slice(1) },
  { find: /\bnavigat(?:e|es|ed|ing) the (?:complexities|intricacies|labyrinth) of\b/gi },
  { find: /\ban? (?:stark|poignant|sobering) reminder (?:of|that)\b/gi },
  { find: /\ba beacon of (?:hope|light|resilience)\b/gi },
  {
    find: /\b(?:eyes|gaze) (?:sparkling|glinting|twinkling|dancing|glimmering) with (?:mischief|amusement|curiosity|determination)\b/gi,
  },
  {
    find: new RegExp(
      `\\bsmile (?:tugged|tugging|tugs|played|playing|plays) (?:at )?(?:the corners? of )?${POSSESSIVE} (?:lips|mouth)\\b`,
      'gi',
    ),
  },
  {
    find: /\b(?:words?|question|silence|accusation|promise|confession)(?: \w+){0,2} (?:hung|hangs|lingered|lingers) (?:heavy |heavily )?in the air\b/gi,
  },
  { find: /\bembark(?:s|ed|ing)? on a (?:journey|quest) of (?:self-discovery|discovery|healing|growth)\b/gi },
  { find: /\bthe ever-(?:changing|evolving) landscape of\b/gi },
  { find: new RegExp(`\\bsomething (?:shifted|shifts) (?:in|inside|within) (?:him|her|them|me|us)\\b`, 'gi') },
  { find: /\bunwavering (?:resolve|determination|commitment|loyalty|gaze)\b/gi },
];
