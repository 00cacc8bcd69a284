import nlp from 'compromise';

/** One word of a text as compromise tags it: where it starts, what follows it, and its tags ("Verb", "FirstName"…). */
export interface TaggedWord {
  text: string;
  start: number;
  /** Punctuation and spaces after the word. */
  post: string;
  /** Position in the text's word list. */
  index: number;
  tags: Set<string>;
}

interface Term {
  text: string;
  post: string;
  tags: string[];
  offset: { start: number };
}

/** The text's words with their parts of speech, in order (compromise reads the sentences whole). */
export function tagEnglish(text: string): TaggedWord[] {
  const sentences = nlp(text).json({ offset: true }) as { terms: Term[] }[];
  return sentences
    .flatMap((s) => s.terms)
    .map((t, index) => ({ text: t.text, start: t.offset.start, post: t.post, index, tags: new Set(t.tags) }));
}
