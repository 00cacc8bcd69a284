import { sentenceAt } from '../../../text/sentences';
import { durationFacts } from './durations';
import { clauseAt, emit, matchesOf, type Scan } from './scan';

// A paper's numbers that must agree between sections: the sample size, a labelled quantity stated
// plainly ("the response rate was 64%"), and what an abbreviation stands for. A count about part of
// the sample (completed, excluded, a group, women) is a subgroup, never the sample size.

const PEOPLE =
  'participants|subjects|respondents|patients|students|children|adults|teachers|households|schools|interviewees|volunteers';
const SAMPLE_EN = [
  /\b[nN]\s*=\s*(\d[\d,]*)/g,
  new RegExp(
    `\\b(?:sample of|total of|recruited|enrolled|surveyed|interviewed)\\s+(\\d[\\d,]*)\\s+(?:${PEOPLE})\\b`,
    'g',
  ),
  new RegExp(
    `\\b(\\d[\\d,]*)\\s+(?:${PEOPLE})\\s+(?:took part|participated|were recruited|were enrolled|were surveyed)\\b`,
    'g',
  ),
];
const SUBGROUP_EN =
  /\b(completed|excluded|dropped|withdrew|remained|remaining|analy[sz]ed|of whom|of the|female|male|women|men|girls|boys|group|groups|subsample|per|each|arm|condition|pilot|wave)\b/i;
const ZH_PEOPLE = '参与者|被试|受试者|学生|儿童|患者|受访者|教师';
const SAMPLE_ZH = [
  /\b[nN]\s*=\s*(\d[\d,]*)/g,
  /样本(?:量|数|规模)?为(\d[\d,]*)/g,
  new RegExp(`(?:共|总共|一共)?(?:招募|纳入|调查|访谈)了?(\\d[\\d,]*)名(?:${ZH_PEOPLE})`, 'g'),
  new RegExp(`(\\d[\\d,]*)名(?:${ZH_PEOPLE})(?:参与|参加|入组)`, 'g'),
];
const SUBGROUP_ZH = /完成|剔除|排除|脱落|其中|组|男性|女性|男生|女生|各|每|试点|预实验/;

/** What a count counts when it is not people: "n = 210 days", "n = 24 schools" are samples of their own. */
const UNIT_EN = /^\s+([a-z]+)/;
const PERSON_EN =
  /^(participants|subjects|respondents|patients|students|children|adults|teachers|interviewees|volunteers|people|persons|individuals|pupils|women|men)$/;
const UNIT_ZH = /^\s*([\p{Script=Han}])/u;

function sampleFacts(scan: Scan, zh: boolean): void {
  for (const re of zh ? SAMPLE_ZH : SAMPLE_EN) {
    for (const m of matchesOf(scan.text, re)) {
      const clause = clauseAt(scan.text, sentenceAt(scan.sentences, m.index), m.index, zh);
      if ((zh ? SUBGROUP_ZH : SUBGROUP_EN).test(clause)) continue;
      const [vs, ve] = m.indices[1];
      const unit = (zh ? UNIT_ZH : UNIT_EN).exec(scan.text.slice(ve))?.[1];
      const ofPeople = !unit || (zh ? /[名人位]/.test(unit) : PERSON_EN.test(unit) || !/s$/.test(unit));
      const subject = zh ? '样本量' : 'sample size';
      emit(scan, {
        kind: 'count',
        subject: ofPeople ? subject : `${subject} (${unit})`,
        attribute: 'n',
        value: m[1].replace(/,/g, ''),
        start: m.index,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
      });
    }
  }
}

const QUANTITY_EN =
  /\b[Tt]he\s+([a-z]+(?:\s+[a-z]+){0,2})\s+(?:was|were|is|of)\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s*%|\s+percent)?(?=[\s.,;)]|$)/g;
const QUALIFIED_EN =
  /\b(in|on|for|among|at|during|after|before|between|compared|versus|vs|group|condition|baseline|follow-up|each|per|than|increased|decreased|rose|fell|from|to|if|would)\b/i;
const QUANTITY_ZH = /(?<=[，。；：\n]|^)([\p{Script=Han}]{2,8}?)为(\d+(?:\.\d+)?)(%|岁|分)?(?=[，。；\s]|$)/gu;
const QUALIFIED_ZH = /组|在|于|时|前|后|中|比|较|增加|下降|提高|降低|如果|每/;

function quantityFacts(scan: Scan, zh: boolean): void {
  for (const m of matchesOf(scan.text, zh ? QUANTITY_ZH : QUANTITY_EN)) {
    const label = m[1];
    const sentence = sentenceAt(scan.sentences, m.index)?.text ?? '';
    if ((zh ? QUALIFIED_ZH : QUALIFIED_EN).test(zh ? label : sentence)) continue;
    if (!zh && /^(first|second|last|next|same|other|only|one|number|year|age|sample|total)\b/.test(label)) continue;
    if (zh && /样本/.test(label)) continue;
    const [vs, ve] = m.indices[2];
    emit(scan, {
      kind: 'count',
      subject: label,
      attribute: 'value',
      value: `${m[2].replace(/,/g, '')}${m[3] ? '%' : ''}`.replace('岁%', ''),
      start: m.index,
      end: m.index + m[0].length,
      valueStart: vs,
      valueEnd: ve,
    });
  }
}

/** "randomised controlled trial (RCT)", "RCT (randomised controlled trial)", 随机对照试验（RCT）. */
const EXPANSION_BEFORE = /\b([A-Za-z][a-z]+(?:[ -][A-Za-z][a-z]+){1,6})\s+\(([A-Z]{2,6})s?\)/g;
const EXPANSION_AFTER = /\b([A-Z]{2,6})s?\s+\(([a-z][a-z]+(?:[ -][a-z]+){1,6})\)/g;
const EXPANSION_ZH = /([\p{Script=Han}]{2,20})[（(]([A-Z]{2,6})[)）]/gu;
/** "DST（数字广度测验）": the abbreviation first, its Chinese expansion in brackets. */
const EXPANSION_AFTER_ZH = /(?<![A-Za-z])([A-Z]{2,6})[（(]([\p{Script=Han}]{2,20})[)）]/gu;
/** Brackets that hold an aside, not an expansion: 见表2, 下同. */
const ASIDE_ZH = /^(见|详见|下同|如|例如|即|表|图|注)/;
/** Words that introduce a term inside a longer run of characters: 的, 采用, 使用, 即 … (never a character of a term like 对照). */
const INTRODUCER_ZH = /的|采用|使用|利用|通过|借助|基于|称为|即|是/g;
const lastIntroducer = (run: string) => {
  const last = [...run.matchAll(INTRODUCER_ZH)].at(-1);
  return last ? last.index + last[0].length : 0;
};
const SHORT_ZH = /([\p{Script=Han}A-Za-z]{2,30})[（(](?:以下简称|下称|简称)“?([^”)）]{1,12})”?[)）]/gu;

const initials = (words: string) =>
  words
    .split(/[ -]/)
    .map((w) => w[0].toUpperCase())
    .join('');
const normalised = (words: string) => words.toLowerCase().replace(/-/g, ' ').replace(/s\b/g, '');

function termFacts(scan: Scan, zh: boolean): void {
  const add = (
    m: RegExpExecArray & { indices: RegExpIndicesArray },
    short: string,
    full: string,
    fullGroup: number,
  ) => {
    const [vs, ve] = m.indices[fullGroup];
    emit(scan, {
      kind: 'term',
      subject: short,
      attribute: 'expansion',
      value: zh ? full : normalised(full),
      start: m.index,
      end: m.index + m[0].length,
      valueStart: vs,
      valueEnd: ve,
    });
  };
  if (zh) {
    for (const m of matchesOf(scan.text, EXPANSION_ZH)) {
      // 本研究采用随机对照试验（RCT）: the term starts after the last particle or verb that introduces it.
      const cut = lastIntroducer(m[1]);
      const full = m[1].slice(cut);
      if (full.length < 2) continue;
      const fake = Object.assign([...m], {
        index: m.index + cut,
        indices: Object.assign([...m.indices], { 1: [m.indices[1][0] + cut, m.indices[1][1]] }),
      });
      fake[0] = m[0].slice(cut);
      add(fake as unknown as typeof m, m[2], full, 1);
    }
    for (const m of matchesOf(scan.text, EXPANSION_AFTER_ZH)) if (!ASIDE_ZH.test(m[2])) add(m, m[1], m[2], 2);
    for (const m of matchesOf(scan.text, SHORT_ZH)) add(m, m[2], m[1], 1);
    return;
  }
  // The words before an abbreviation run back further than the expansion; keep the last as many as it has letters.
  for (const m of matchesOf(scan.text, EXPANSION_BEFORE)) {
    const words = m[1].split(/(?=[ -])/);
    const tail = words.slice(-m[2].length).join('').trim();
    if (initials(tail) !== m[2]) continue;
    const offset = m[1].length - tail.length;
    const fake = Object.assign([...m], {
      index: m.index + offset,
      indices: Object.assign([...m.indices], { 1: [m.indices[1][0] + offset, m.indices[1][1]] }),
    });
    fake[0] = m[0].slice(offset);
    add(fake as unknown as typeof m, m[2], tail, 1);
  }
  for (const m of matchesOf(scan.text, EXPANSION_AFTER)) if (initials(m[2])[0] === m[1][0]) add(m, m[1], m[2], 2);
}

/** The numbers and defined terms of a paper's section. */
export function paperFacts(scan: Scan, zh: boolean): void {
  sampleFacts(scan, zh);
  durationFacts(scan, zh);
  quantityFacts(scan, zh);
  termFacts(scan, zh);
}
