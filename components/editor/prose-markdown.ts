import { Language, LanguageSupport, defineLanguageFacet } from '@codemirror/language';
import { parser } from '@lezer/markdown';

/**
 * Markdown for prose: headings, emphasis, quotes and lists are highlighted (the CommonMark parser
 * carries its own highlight tags). `@codemirror/lang-markdown` is not used: it always brings HTML,
 * CSS and JavaScript support and autocompletion, more than doubling the editor's script.
 */
const proseMarkdownLanguage = new Language(defineLanguageFacet(), parser, [], 'markdown');

export function proseMarkdown(): LanguageSupport {
  return new LanguageSupport(proseMarkdownLanguage);
}
