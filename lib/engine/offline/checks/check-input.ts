import { splitSentences } from '../../../text/sentences';
import type { TemplateKind } from '../../../workflow/templates/types';
import type { BibleEntryText } from '../../../workflow/bible/entry';
import type { Language, SectionText } from '../../types';
import { dialogueRanges } from '../../../text/dialogue';
import { sectionLanguage } from '../language';
import { latinWords } from '../words';
import type { CheckInput } from './types';

/** Prepares the shared, precomputed view of one section for the checks. */
export function checkInputFor(
  section: Pick<SectionText, 'text' | 'title' | 'goal' | 'targetLength'>,
  options: {
    fallbackLanguage: Language;
    template: TemplateKind;
    canonicalNames: string[];
    bible?: BibleEntryText[];
    youngAudience?: boolean;
    /** A paper's sources; absent for other templates. */
    sources?: readonly { key: string }[];
  },
): CheckInput {
  return {
    text: section.text,
    language: sectionLanguage(section.text, options.fallbackLanguage),
    sentences: splitSentences(section.text),
    words: latinWords(section.text),
    dialogue: dialogueRanges(section.text),
    title: section.title,
    goal: section.goal,
    targetLength: section.targetLength,
    template: options.template,
    canonicalNames: options.canonicalNames,
    bible: options.bible ?? [],
    youngAudience: options.youngAudience ?? false,
    citationKeys: options.sources ? new Set(options.sources.map((s) => s.key)) : null,
  };
}
