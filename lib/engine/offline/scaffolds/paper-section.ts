import { PaperPlan, type PaperConfig } from '../../../workflow/templates/paper';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { unlabel } from './label';
import { intakeFrom, LEVEL_ZH } from './paper';
import type { SectionNotes } from './section-notes';
import { rankSources } from '../../../workflow/references/sources';

/** Sources a paper section's scaffold lists. */
const SCAFFOLD_SOURCES = 4;

/**
 * The paper's sources most relevant to the section (by the words of its title and goal), written as
 * "@key — authors (year). title" so the scaffold cites nothing itself; a line asking for sources when
 * the paper has none.
 */
function sourceNotes(input: GenerateSectionInput, lang: Language): string[] {
  if (!input.sources) return [];
  if (!input.sources.length)
    return [say(lang, 'No sources yet: add them in the sources panel.', '尚无文献：请先在文献面板中添加。')];
  return rankSources(input.sources, [input.section.title, input.section.goal])
    .slice(0, SCAFFOLD_SOURCES)
    .map(({ source: s }) => {
      const who = [s.authors, s.year && `(${s.year})`].filter(Boolean).join(' ');
      const title = s.title || say(lang, '(title not entered yet)', '（尚未填写题名）');
      return `@${s.key} — ${who ? `${who}. ` : ''}${title}`;
    });
}

/** The paragraph moves of an academic section, and the thesis, question and terms it serves. */
export function paperSectionNotes(input: GenerateSectionInput, key: string | null, lang: Language): SectionNotes {
  const config = input.config as PaperConfig;
  const intake = intakeFrom(input.upstream, config);
  const plan = PaperPlan.safeParse(input.upstream.plan);
  const sections = plan.success ? plan.data.sections : [];
  const index = sections.findIndex((s) => s.id === key);
  const next = index >= 0 ? sections[index + 1] : undefined;
  return {
    sources: sourceNotes(input, lang),
    beats: [
      say(lang, 'Claim: the point this section makes toward the thesis', '论点：本节为中心论点提供的论断'),
      say(
        lang,
        `Evidence from the sources, cited as [@…] with their keys (set in ${config.citationStyle} style on export)`,
        `来自文献的证据，以 [@…] 标注引用键（导出时按 ${config.citationStyle} 格式排版）`,
      ),
      say(lang, 'Analysis: how the evidence supports the claim, and its limits', '分析：证据如何支撑论点，以及其局限'),
      next
        ? say(lang, `Transition to "${next.title}"`, `过渡到“${next.title}”`)
        : say(lang, 'Close by answering the research question', '以回答研究问题收束'),
    ],
    context: [
      ...(plan.success
        ? [
            say(
              lang,
              `Thesis: ${unlabel(plan.data.thesisStatement)}`,
              `中心论点：${unlabel(plan.data.thesisStatement)}`,
            ),
          ]
        : []),
      say(
        lang,
        `Research question: ${unlabel(intake.researchQuestion)}`,
        `研究问题：${unlabel(intake.researchQuestion)}`,
      ),
      ...(intake.keyTerms?.length
        ? [say(lang, `Key terms: ${intake.keyTerms.join(', ')}`, `关键术语：${intake.keyTerms.join('、')}`)]
        : []),
      say(
        lang,
        `Discipline and level: ${config.discipline}, ${config.level}`,
        `学科与层次：${config.discipline}，${LEVEL_ZH[config.level]}`,
      ),
    ],
    guidance: say(
      lang,
      'Write in paragraphs of one claim each; every factual statement needs a source you have read, cited by its key.',
      '每段只论证一个观点；每一处事实陈述都要有你读过的文献来源，并以其引用键标注。',
    ),
  };
}
