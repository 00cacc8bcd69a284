import type { RewriteConfig } from '../../../workflow/templates/rewrite';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { rewriteParts } from './rewrite';
import { partFigures, partPoints } from './rewrite-points';
import type { SectionNotes } from './section-notes';

/** The part of the original this section rewrites, with the author's clarifications. */
export function rewriteSectionNotes(input: GenerateSectionInput, key: string | null, lang: Language): SectionNotes {
  const config = input.config as RewriteConfig;
  const part = rewriteParts(config).parts.find((p) => p.key === key);
  const figures = part ? partFigures(part.body, lang) : [];
  return {
    // The original's own points, in order, then the figures the rewrite must keep.
    beats: [
      ...(part ? partPoints(part.body) : []).map((p) => say(lang, `Cover: ${p}`, `涵盖：${p}`)),
      ...(figures.length
        ? [say(lang, `Keep the figures: ${figures.join(', ')}`, `保留数据：${figures.join('、')}`)]
        : []),
    ],
    context: [
      ...(config.goal ? [say(lang, `Rewrite goal: ${config.goal}`, `改写目标：${config.goal}`)] : []),
      ...config.clarifications.map((c) =>
        say(lang, `Q: ${c.question} — A: ${c.answer}`, `问：${c.question}——答：${c.answer}`),
      ),
    ],
    original: part?.body,
    guidance: say(
      lang,
      'Rewrite the original passage above: keep every fact and figure, and follow the goal and the answers.',
      '改写上方原文：保留全部事实与数据，遵循改写目标与答复。',
    ),
  };
}
