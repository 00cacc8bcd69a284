import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Score 0–4: 3 means "safely unguessable" (about 10^8 guesses); below that the password is found
// in common-password and word lists, or is a repetition, sequence or keyboard pattern.
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/** Server-side only (the word lists are large): is this password too easy to guess for this person? */
export function isGuessablePassword(password: string, personal: string[] = []): boolean {
  const inputs = personal.flatMap((p) => [p, ...p.split(/[@.\s_-]+/)]).filter((p) => p.length >= 3);
  return estimator().check(password, inputs).score < MIN_SCORE;
}
