import { PaperPlan, type PaperConfig } from '../../../workflow/templates/paper';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { unlabel } from './label';
import { intakeFrom, LEVEL_ZH } from './paper';
import type { SectionNotes } from './section-notes';

/** The paragraph moves of an academic section, and the thesis, question and terms it serves. */
export function paperSectionNotes(input: GenerateSectionInput, key: string | null, lang: Language): SectionNotes {
  const config = input.config as PaperConfig;
  const intake = intakeFrom(input.upstream, config);
  const plan = PaperPlan.safeParse(input.upstream.plan);
  const sections = plan.success ? plan.data.sections : [];
  const index = sections.findIndex((s) => s.id === key);
  const next = index >= 0 ? sections[index + 1] : undefined;
  return {
    beats: [
      say(lang, 'Claim: the point this section makes toward the thesis', '论点：本节为中心论点提供的论断'),
      say(lang, `Evidence, cited in ${config.citationStyle} style`, `证据，按 ${config.citationStyle} 格式引用`),
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
      'Write in paragraphs of one claim each; every factual statement needs a source you have read.',
      '每段只论证一个观点；每一处事实陈述都要有你读过的文献来源。',
    ),
  };
}
