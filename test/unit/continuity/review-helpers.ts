import { extractFactsOffline } from '../../../lib/engine/offline/continuity/extract';
import { runReview } from '../../../lib/engine/review/run-review';
import { headingSections } from '../../../lib/text/heading-sections';
import type { BibleEntryText } from '../../../lib/workflow/bible/entry';
import type { TemplateKind } from '../../../lib/workflow/templates/types';

/** The continuity findings of a Markdown manuscript, as the review command reports them (offline). */
export const continuityOf = (markdown: string, language: 'en' | 'zh' = 'en', bible: BibleEntryText[] = []) =>
  runReview({ language, text: markdown, sections: headingSections(markdown), bible, original: null }, ['continuity']);

/** One passage's offline facts, each with the words it quotes. */
export const factsOf = (text: string, language: 'en' | 'zh' = 'en', template: TemplateKind | null = null) =>
  extractFactsOffline(text, { language, template, known: [] }).map((f) => ({
    ...f,
    quote: text.slice(f.start, f.end),
  }));
