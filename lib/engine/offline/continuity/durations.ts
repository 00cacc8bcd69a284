import { sentenceAt } from '../../../text/sentences';
import { chineseNumber, EN_NUMBER_WORD, parseEnglishCount, ZH_NUMBER } from '../../../workflow/continuity/numbers';
import { emit, matchesOf, type Scan } from './scan';

// How long a paper's named study period lasts — the follow-up, the intervention, the training — stated
// more than once in different words: "The follow-up period was 12 weeks" … "after 16 weeks of follow-up".

const PERIOD_EN = '(follow-up|intervention|treatment|training|programme|program|therapy)';
const N_EN = `(\\d+|${EN_NUMBER_WORD})`;
const UNIT_EN = '(days?|weeks?|months?|years?)';
const DURATION_EN: { re: RegExp; period: number; n: number; unit: number }[] = [
  {
    re: new RegExp(
      `\\b${PERIOD_EN}(?:\\s+(?:period|phase))?\\s+(?:lasted|was|ran for|took|continued for)\\s+${N_EN}\\s+${UNIT_EN}\\b`,
      'gi',
    ),
    period: 1,
    n: 2,
    unit: 3,
  },
  {
    re: new RegExp(`\\b(?:after|over|during|for)\\s+${N_EN}\\s+${UNIT_EN}\\s+of\\s+${PERIOD_EN}\\b`, 'gi'),
    period: 3,
    n: 1,
    unit: 2,
  },
  { re: new RegExp(`\\b${N_EN}-(day|week|month|year)\\s+${PERIOD_EN}\\b`, 'gi'), period: 3, n: 1, unit: 2 },
];
const PERIOD_ZH = '(随访|干预|治疗|训练|实验|试验)';
const UNIT_ZH = '(天|周|个月|年)';
const DURATION_ZH: { re: RegExp; period: number; n: number; unit: number }[] = [
  {
    re: new RegExp(`${PERIOD_ZH}(?:期|时间|周期)?(?:持续了?|为期|共|为|长达)(${ZH_NUMBER})${UNIT_ZH}`, 'g'),
    period: 1,
    n: 2,
    unit: 3,
  },
  { re: new RegExp(`(${ZH_NUMBER})${UNIT_ZH}的${PERIOD_ZH}`, 'g'), period: 3, n: 1, unit: 2 },
];
/** A period of one group, phase or pilot is not the study's. */
const PART_EN = /\b(first|second|third|each|per|phase\s+\d|group|arm|pilot|control|every)\b/i;
const PART_ZH = /组|每|第[一二三四五六七八九十\d]|阶段|试点|预实验/;

const UNIT_NAMES: Record<string, string> = { 天: 'day', 周: 'week', 个月: 'month', 年: 'year' };

export function durationFacts(scan: Scan, zh: boolean): void {
  for (const p of zh ? DURATION_ZH : DURATION_EN) {
    for (const m of matchesOf(scan.text, p.re)) {
      // The whole sentence: "In the first phase, the intervention lasted 4 weeks" is that phase's.
      if ((zh ? PART_ZH : PART_EN).test(sentenceAt(scan.sentences, m.index)?.text ?? '')) continue;
      const n = zh ? chineseNumber(m[p.n]) : parseEnglishCount(m[p.n].toLowerCase());
      if (n === null) continue;
      const unit = zh ? UNIT_NAMES[m[p.unit]] : m[p.unit].toLowerCase().replace(/s$/, '');
      const period = m[p.period].toLowerCase().replace(/^program$/, 'programme');
      // The value is the number with its unit, so an exact fix can carry both ("16 weeks" → "12 weeks").
      const [vs, ve] = [
        Math.min(m.indices[p.n][0], m.indices[p.unit][0]),
        Math.max(m.indices[p.n][1], m.indices[p.unit][1]),
      ];
      emit(scan, {
        kind: 'count',
        subject: period,
        attribute: 'duration',
        value: `${n} ${unit}`,
        start: m.index,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
      });
    }
  }
}
