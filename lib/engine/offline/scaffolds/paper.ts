import type { z } from 'zod';
import { PaperIntake, type PaperConfig, type PaperPlan } from '../../../workflow/templates/paper';
import { FUNCTION_CHARS } from '../lexicon/chinese';
import { STOPWORDS } from '../lexicon/english';
import { say } from '../language';
import { latinWords } from '../words';
import { listItems, scaffold, unlabel } from './label';

type Intake = z.input<typeof PaperIntake>;

export const LEVEL_ZH: Record<PaperConfig['level'], string> = {
  undergraduate: '本科',
  master: '硕士',
  doctoral: '博士',
  journal: '期刊',
};
type Plan = z.input<typeof PaperPlan>;

/** A conventional paper structure and each part's share of the words. */
const STRUCTURE: { en: string; zh: string; share: number; goalEn: string; goalZh: string }[] = [
  {
    en: 'Introduction',
    zh: '引言',
    share: 0.1,
    goalEn: 'State the problem, why it matters and the research question',
    goalZh: '提出问题及其意义，明确研究问题',
  },
  {
    en: 'Literature review',
    zh: '文献综述',
    share: 0.2,
    goalEn: 'Summarise what is known and the gap this paper fills',
    goalZh: '梳理已有研究，指出本文要填补的空白',
  },
  {
    en: 'Methods',
    zh: '研究方法',
    share: 0.15,
    goalEn: 'Describe the data, sources and method and justify them',
    goalZh: '说明数据、资料来源与方法，并论证其合理性',
  },
  {
    en: 'Findings',
    zh: '研究结果',
    share: 0.25,
    goalEn: 'Present the evidence that answers the research question',
    goalZh: '呈现回答研究问题的证据',
  },
  {
    en: 'Discussion',
    zh: '讨论',
    share: 0.2,
    goalEn: 'Interpret the findings against the literature and state limits',
    goalZh: '结合文献解读结果，说明研究局限',
  },
  {
    en: 'Conclusion',
    zh: '结论',
    share: 0.1,
    goalEn: 'Answer the research question and say what follows from it',
    goalZh: '回答研究问题，指出其意义与后续方向',
  },
];

/** Candidate key terms: the topic's content words (English) or its phrases between function characters. */
function keyTermsOf(topic: string, language: 'en' | 'zh'): string[] {
  if (language === 'zh') {
    const parts = topic.split(new RegExp(`[^\\p{Script=Han}]|[${[...FUNCTION_CHARS].join('')}]`, 'u'));
    return [...new Set(parts.filter((p) => p.length >= 2))].slice(0, 6);
  }
  const words = latinWords(topic).map((w) => w.word.toLowerCase());
  return [...new Set(words.filter((w) => w.length > 3 && !STOPWORDS.has(w)))].slice(0, 6);
}

export function paperIntake(config: PaperConfig): Intake {
  const lang = config.language;
  return {
    researchQuestion: scaffold(
      lang,
      say(lang, `What does the evidence show about ${config.topic}?`, `关于“${config.topic}”，现有证据说明了什么？`),
    ),
    scope: scaffold(
      lang,
      say(
        lang,
        `A ${config.level} paper in ${config.discipline}, about ${config.targetWords} words, ${config.citationStyle} citations.`,
        `${config.discipline}领域的${LEVEL_ZH[config.level]}论文，约 ${config.targetWords} 字，采用 ${config.citationStyle} 引用格式。`,
      ),
    ),
    methods: [
      scaffold(
        lang,
        say(
          lang,
          'Choose the method that can answer the question (review, case study, survey, experiment…).',
          '选择能回答研究问题的方法（综述、案例研究、问卷、实验等）。',
        ),
      ),
    ],
    keyTerms: keyTermsOf(config.topic, lang),
    constraints: [
      ...listItems(config.requirements),
      say(lang, `Length: about ${config.targetWords} words`, `篇幅：约 ${config.targetWords} 字`),
      say(lang, `Citation style: ${config.citationStyle}`, `引用格式：${config.citationStyle}`),
    ],
  };
}

export function paperPlan(config: PaperConfig, intake: Intake): Plan {
  const lang = config.language;
  const question = unlabel(intake.researchQuestion);
  return {
    title: scaffold(lang, config.topic.slice(0, 120)),
    thesisStatement: scaffold(
      lang,
      say(lang, `State the paper's answer to: ${question}`, `写出本文对以下问题的回答：${question}`),
    ),
    totalWordCount: config.targetWords,
    metadata: {
      discipline: config.discipline,
      academicLevel: config.level,
      citationStyle: config.citationStyle,
      language: lang,
    },
    sections: STRUCTURE.map((part, i) => ({
      id: `s${i + 1}`,
      displayNumber: String(i + 1),
      title: say(lang, part.en, part.zh),
      goal: scaffold(lang, say(lang, part.goalEn, part.goalZh)),
      wordCount: Math.max(50, Math.round(config.targetWords * part.share)),
    })),
  };
}

/** The approved intake if it parses, else one laid out from the config. */
export function intakeFrom(upstream: Record<string, unknown>, config: PaperConfig): Intake {
  const parsed = PaperIntake.safeParse(upstream.intake);
  return parsed.success ? parsed.data : paperIntake(config);
}
