import type { z } from 'zod';
import { rewrite, type RewriteConfig, type RewriteOutline } from '../../../workflow/templates/rewrite';
import { say } from '../language';
import { documentParts, type DocumentPart } from './document-parts';
import { scaffold } from './label';
import { partPoints } from './rewrite-points';

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

/** The part's own points, in order, then the aim; the reader of the outline sees what each part says. */
function goalOf(part: DocumentPart, lang: 'en' | 'zh', aim: string): string {
  const points = partPoints(part.body).slice(0, 3);
  if (points.length === 0)
    return say(
      lang,
      `Rewrite this part of the original, keeping its facts.${aim}`,
      `改写原文的这一部分，保留其事实。${aim}`,
    );
  return say(
    lang,
    `Rewrite the points: ${points.join(' / ')}${aim ? ` —${aim}` : ''}`,
    `改写要点：${points.join('／')}${aim ? `——${aim}` : ''}`,
  );
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
      goal: scaffold(lang, goalOf(part, lang, aim)),
      targetWords: Math.max(MIN_TARGET, part.words),
    })),
  };
}
