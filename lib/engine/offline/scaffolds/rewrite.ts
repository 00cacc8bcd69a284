import type { z } from 'zod';
import { rewrite, type RewriteConfig, type RewriteOutline } from '../../../workflow/templates/rewrite';
import { say } from '../language';
import { documentParts, type DocumentPart } from './document-parts';
import { firstSentence, scaffold } from './label';

type Outline = z.input<typeof RewriteOutline>;

const MIN_TARGET = 20;

function openingWords(body: string, lang: 'en' | 'zh'): string {
  if (lang === 'zh') return body.replace(/\s+/g, '').slice(0, 12);
  return body.trim().split(/\s+/).slice(0, 6).join(' ');
}

/** The parts of the original the outline is built from; never empty. */
export function rewriteParts(config: RewriteConfig): { title: string | null; parts: DocumentPart[] } {
  const { title, parts } = documentParts(config.originalDocument);
  if (parts.length > 0) return { title, parts };
  return { title, parts: [{ key: 's1', heading: null, body: config.originalDocument, words: MIN_TARGET }] };
}

/** One outline section per heading of the original (or per paragraph group), same length as the original part. */
export function rewriteOutline(config: RewriteConfig): Outline {
  const lang = config.language;
  const { title, parts } = rewriteParts(config);
  const aim = config.goal ? say(lang, ` Aim: ${config.goal}`, `改写目标：${config.goal}`) : '';
  return {
    title: scaffold(lang, title ?? rewrite.defaultTitle(config)),
    sections: parts.map((part, i) => ({
      key: part.key,
      title:
        part.heading ??
        say(
          lang,
          `Part ${i + 1}: ${openingWords(part.body, lang)}…`,
          `第${i + 1}部分：${openingWords(part.body, lang)}……`,
        ),
      goal: scaffold(
        lang,
        say(
          lang,
          `Rewrite the part of the original that opens "${firstSentence(part.body, 80)}", keeping its facts.${aim}`,
          `改写原文中以“${firstSentence(part.body, 40)}”开头的部分，保留其事实。${aim}`,
        ),
      ),
      targetWords: Math.max(MIN_TARGET, part.words),
    })),
  };
}
