import { countWords } from '../../../text/count';
import { FUNCTION_CHARS, ZH_TASK_WORDS } from '../lexicon/chinese';
import { STOPWORDS, TASK_WORDS } from '../lexicon/english';
import { sectionLanguage, say } from '../language';
import { unlabel } from '../scaffolds/label';
import { segmentWords } from '../segments';
import { latinWords, stem, type WordToken } from '../words';
import type { CheckInput, Finding } from './types';

/** Share of the goal's keywords the text must mention. */
const GOAL_COVERAGE = { en: 0.4, zh: 0.3 } as const;
/** Below this length the section is too short to judge (the length check reports it). */
const MIN_TEXT = { en: 40, zh: 80 } as const;

interface Keyword {
  label: string;
  covered: boolean;
}

function englishKeywords(goal: string, words: WordToken[]): Keyword[] {
  const textStems = new Set([...new Set(words.map((w) => w.word))].map(stem));
  const longStems = [...textStems].filter((s) => s.length >= 5);
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  for (const { word } of latinWords(goal)) {
    const lower = word.toLowerCase();
    const s = stem(word);
    if (lower.length < 3 || STOPWORDS.has(lower) || TASK_WORDS.has(lower) || seen.has(s)) continue;
    seen.add(s);
    const covered = textStems.has(s) || (s.length >= 5 && longStems.some((t) => t.startsWith(s) || s.startsWith(t)));
    keywords.push({ label: word, covered });
  }
  return keywords;
}

/**
 * Chinese goal words, found by word segmentation: dictionary words of two or more characters, and
 * runs of single-character words (names and terms the dictionary lacks, 林|晓|雨) joined back.
 */
function chineseKeywords(goal: string, text: string): Keyword[] {
  const terms: string[] = [];
  let run = '';
  const flush = () => {
    if (Array.from(run).length >= 2) terms.push(run);
    run = '';
  };
  for (const { text: word } of segmentWords(goal)) {
    const han = /^\p{Script=Han}+$/u.test(word);
    if (!han || ZH_TASK_WORDS.has(word) || Array.from(word).every((ch) => FUNCTION_CHARS.has(ch))) flush();
    else if (word.length === 1) run += word;
    else {
      flush();
      terms.push(word);
    }
  }
  flush();
  return [...new Set(terms)].map((term) => ({ label: term, covered: text.includes(term) }));
}

/** Whether the section's text addresses its outline goal, by keyword overlap. Section-level. */
export function checkGoalCoverage(input: CheckInput): Finding[] {
  const lang = input.language;
  // A goal copied from an offline scaffold carries its label, which is not something to write about.
  const goal = unlabel(input.goal.trim());
  if (!goal || sectionLanguage(goal, lang) !== lang || countWords(input.text) < MIN_TEXT[lang]) return [];
  const keywords = lang === 'zh' ? chineseKeywords(goal, input.text) : englishKeywords(goal, input.words);
  if (keywords.length < 2) return [];
  const covered = keywords.filter((k) => k.covered).length;
  const share = covered / keywords.length;
  if (share >= GOAL_COVERAGE[lang]) return [];
  const missing = keywords.filter((k) => !k.covered).map((k) => k.label);
  const list = lang === 'zh' ? missing.map((m) => `“${m}”`).join('、') : missing.map((m) => `"${m}"`).join(', ');
  return [
    {
      type: 'goal-coverage',
      priority: covered === 0 ? 'high' : 'medium',
      summary: say(lang, `Section does not cover its goal`, `本节未覆盖其大纲目标`),
      detail: say(
        lang,
        `The goal is "${goal}", but the text mentions only ${covered} of its ${keywords.length} key terms; missing: ${list}.`,
        `本节目标为“${goal}”，但正文只涉及其中 ${covered}/${keywords.length} 个关键词，缺少：${list}。`,
      ),
      expected: say(
        lang,
        `Passages that carry out the goal, so the section deals with ${list}.`,
        `补写落实该目标的段落，使本节写到${list}。`,
      ),
      anchor: null,
    },
  ];
}
