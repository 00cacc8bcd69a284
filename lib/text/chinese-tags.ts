import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/** One word of a Chinese text as jieba segments and tags it (nr: a person's name, nrt: a transliterated one, ns: a place …). */
export interface ChineseWord {
  word: string;
  tag: string;
  /** Offset in the text, in UTF-16 units. */
  start: number;
}

// The dictionary takes a second to load: once per process, on the first brief that needs it.
let jieba: Jieba | undefined;

/** The text cut into words with their parts of speech, in order. */
export function tagChinese(text: string): ChineseWord[] {
  jieba ??= Jieba.withDict(dict);
  let at = 0;
  return jieba.tag(text).map(({ word, tag }) => {
    const start = text.indexOf(word, at);
    at = start + word.length;
    return { word, tag, start };
  });
}
