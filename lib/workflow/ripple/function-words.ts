// English words that never carry a value's meaning: a number before one of them counts nothing ("twelve
// when the mill burned"), and a phrase replaced before one of them qualifies nothing ("mends nets for
// the fishermen" → "keeps the lighthouse lamp lit" is a clause rewritten, not a value swapped).
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet if when while before then too of for to in on at by with from into onto ' +
    'over under as than that which who whom whose is was are were be been being has had have ' +
    'his her hers their its my your our this these those'
  ).split(' '),
);
