import type { Anchor } from '../../../text/anchor';
import type { SentenceSpan } from '../../../text/sentences';
import type { TemplateKind } from '../../../workflow/templates/types';
import type { BibleEntryText } from '../../../workflow/bible/entry';
import type { Ranges } from '../../../text/dialogue';
import type { WordToken } from '../words';
import type { Language, Priority } from '../../types';

/** A lint finding before it is attached to a section and a role. */
export interface Finding {
  type: FindingType;
  priority: Priority;
  summary: string;
  detail: string;
  expected: string;
  anchor: Anchor | null;
}

/** Finding types in the order their findings are listed when they share a position. */
export const FINDING_TYPES = [
  'missing-field',
  'placeholder',
  'unknown-citation',
  'author-task',
  'name-drift',
  'repeated-word',
  'length',
  'goal-coverage',
  'long-sentence',
  'repeated-phrase',
  'filler',
  'hedging',
  'passive-voice',
  'adverb',
  'audience',
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

/** Everything a section check may read; computed once per section. */
export interface CheckInput {
  text: string;
  language: Language;
  sentences: SentenceSpan[];
  /** Latin-script words with offsets, in order. */
  words: WordToken[];
  /** Quoted speech, which style checks leave alone. */
  dialogue: Ranges;
  title: string;
  goal: string;
  targetLength: number;
  template: TemplateKind;
  canonicalNames: string[];
  /** The story bible: a name the goal mentions must appear in the text. */
  bible: BibleEntryText[];
  /** The brief names young readers: the audience check runs. */
  youngAudience: boolean;
  /** A paper's citation keys (its sources'); null where the text cites nothing (other templates). */
  citationKeys: ReadonlySet<string> | null;
}

export type SectionCheck = (input: CheckInput) => Finding[];
