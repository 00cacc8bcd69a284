import { sentenceAt } from '../../../text/sentences';
import { CORRECTED_LATER } from './hedges';
import { hanNameEndingAt, hanNameStartingAt, namesIn } from './names';
import { chineseNumber, ZH_NUMBER } from '../../../workflow/continuity/numbers';
import { emit, knownAndFound, matchesOf, type Scan } from './scan';

// Chinese facts about people: 年龄, 眼睛和头发的颜色, 亲属, 生死与去向. The name must stand right
// before (or, in 十二岁的林小雨, right after) the pattern; 她 and 他 are not resolved.

const AGE = new RegExp(`(今年|已经|刚满|才|已|那年|满了?|年方)?(${ZH_NUMBER})(?:周)?岁(?!月)`, 'g');
const NUMBER_BEFORE_AGE_UNIT = /[零〇一二两三四五六七八九十百\d]/;

function ageFacts(scan: Scan): void {
  for (const m of matchesOf(scan.text, AGE)) {
    const value = chineseNumber(m[2]);
    if (value === null || value > 120) continue;
    const [vs, ve] = m.indices[2];
    const after = scan.text.slice(m.index + m[0].length);
    const change = m[1]?.startsWith('满') || m[1] === '刚满' || /^(生日|那天)/.test(after);
    const sentenceEnd = sentenceAt(scan.sentences, m.index)?.end ?? m.index + m[0].length;
    const corrected = CORRECTED_LATER.test(scan.text.slice(m.index + m[0].length, sentenceEnd))
      ? (['corrected'] as const)
      : [];
    // 林小雨今年十二岁 / 林小雨，十二岁，
    const before = scan.text.slice(0, m.index).replace(/[，,]\s*$/, '');
    const named = hanNameEndingAt(scan.text, before.length, scan.known);
    if (named) {
      emit(scan, {
        kind: 'attribute',
        subject: named,
        attribute: 'age',
        value: String(value),
        start: before.length - named.length,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
        change,
        hedges: [...corrected],
      });
      continue;
    }
    // 十二岁的林小雨 / 那个十四岁的女孩 (the girl: whoever the sentence or the one before names, when only one)
    if (after.startsWith('的')) {
      const subject = hanNameStartingAt(scan.text, m.index + m[0].length + 1, scan.known);
      if (subject) {
        emit(scan, {
          kind: 'attribute',
          subject,
          attribute: 'age',
          value: String(value),
          start: m.index,
          end: m.index + m[0].length + 1 + subject.length,
          valueStart: vs,
          valueEnd: ve,
        });
        continue;
      }
      const noun = /^的(女孩|男孩|孩子|少女|少年|姑娘|小伙子|老人)/.exec(after);
      if (!noun || NUMBER_BEFORE_AGE_UNIT.test(scan.text[m.index - 1] ?? '')) continue;
      const sentence = sentenceAt(scan.sentences, m.index);
      if (!sentence) continue;
      const index = scan.sentences.indexOf(sentence);
      const names = namesIn(scan.text, scan.sentences[Math.max(0, index - 1)].start, sentence.end, knownAndFound(scan));
      if (names.length === 1)
        emit(scan, {
          kind: 'attribute',
          subject: names[0],
          attribute: 'age',
          value: String(value),
          start: m.index,
          end: m.index + m[0].length + noun[0].length,
          valueStart: vs,
          valueEnd: ve,
        });
    }
  }
}

const ZH_COLOURS: Record<string, string> = {
  蓝: 'blue',
  绿: 'green',
  灰: 'grey',
  棕: 'brown',
  褐: 'brown',
  黑: 'black',
  金: 'blonde',
  红: 'red',
  白: 'white',
  银: 'silver',
  琥珀: 'amber',
};
const COLOUR = `(琥珀|[蓝绿灰棕褐黑金红白银])色?`;
const FEATURES = [
  { re: new RegExp(`的(眼睛|眸子|双眼|头发)(?:是|呈)?(?:一种)?${COLOUR}`, 'g'), colour: 2, feature: 1 },
  { re: new RegExp(`(?:有|长着)?一双${COLOUR}的?(眼睛|眸子)`, 'g'), colour: 1, feature: 2 },
  { re: new RegExp(`(?:留着|有着?)?一头${COLOUR}的?(?:长|短|卷)?(头发|发)`, 'g'), colour: 1, feature: 2 },
];

function featureFacts(scan: Scan): void {
  for (const p of FEATURES) {
    for (const m of matchesOf(scan.text, p.re)) {
      const subject = hanNameEndingAt(scan.text, m.index, scan.known);
      if (!subject) continue;
      const sentence = sentenceAt(scan.sentences, m.index)?.text ?? '';
      const [vs, ve] = m.indices[p.colour];
      emit(scan, {
        kind: 'attribute',
        subject,
        attribute: /眼|眸/.test(m[p.feature]) ? 'eyes' : 'hair',
        value: ZH_COLOURS[m[p.colour]],
        start: m.index - subject.length,
        end: m.index + m[0].length,
        valueStart: vs,
        valueEnd: ve,
        change: /染|变成|变得|已经/.test(sentence),
      });
    }
  }
}

/** 亲属称谓 → the relation the English rules compare ("older sister" and "sister" agree). */
const KIN: Record<string, string> = {
  姐姐: 'older sister',
  妹妹: 'younger sister',
  哥哥: 'older brother',
  弟弟: 'younger brother',
  母亲: 'mother',
  妈妈: 'mother',
  父亲: 'father',
  爸爸: 'father',
  女儿: 'daughter',
  儿子: 'son',
  妻子: 'wife',
  丈夫: 'husband',
  表姐: 'older cousin',
  表妹: 'younger cousin',
  表哥: 'older cousin',
  表弟: 'younger cousin',
  堂姐: 'older cousin',
  堂妹: 'younger cousin',
  堂哥: 'older cousin',
  堂弟: 'younger cousin',
  姑姑: 'aunt',
  阿姨: 'aunt',
  姨妈: 'aunt',
  舅舅: 'uncle',
  叔叔: 'uncle',
  伯伯: 'uncle',
  奶奶: 'grandmother',
  外婆: 'grandmother',
  爷爷: 'grandfather',
  外公: 'grandfather',
};
const KIN_WORD = Object.keys(KIN).join('|');

function kinFacts(scan: Scan): void {
  // 林小雨的姐姐林小云 → 林小云 is 林小雨's older sister; 林小云是林小雨的姐姐 → the same.
  for (const m of matchesOf(scan.text, new RegExp(`的(${KIN_WORD})`, 'g'))) {
    const owner = hanNameEndingAt(scan.text, m.index, scan.known);
    if (!owner) continue;
    const at = m.index + m[0].length;
    const person = hanNameStartingAt(scan.text, at, scan.known);
    const is = /是$/.exec(scan.text.slice(0, m.index - owner.length));
    const subject = person ?? (is ? hanNameEndingAt(scan.text, is.index, scan.known) : null);
    if (
      !subject ||
      subject === owner ||
      /像|如同|好比/.test(scan.text.slice(Math.max(0, m.index - owner.length - 3), m.index - owner.length))
    )
      continue;
    const start = person ? m.index - owner.length : is!.index - subject.length;
    const end = person ? at + person.length : at;
    const [vs, ve] = m.indices[1];
    emit(scan, {
      kind: 'attribute',
      subject,
      attribute: `relation:${owner}`,
      value: KIN[m[1]],
      start,
      end,
      valueStart: vs,
      valueEnd: ve,
    });
  }
}

const DEATH = /(去世|过世|病逝|身亡|遇害|被杀|被害|死了|死去|下葬|离世)|的(葬礼|遗体|坟墓|尸体)/g;
const GONE = /(离开了?|去了|搬到了?|远赴)([\p{Script=Han}]{2,4}?)(?=[，。；！？\s]|$)/gu;
const ACTS = /(说道|说：|说，|问道|问：|回答|笑了|笑着|点了点头|点头|走进|走到|推开|拿起|站起|坐下|喊道)/g;

function statusFacts(scan: Scan): void {
  for (const m of matchesOf(scan.text, DEATH)) {
    const subject =
      hanNameEndingAt(scan.text, m.index, scan.known) ??
      (scan.text.slice(m.index - 2, m.index) === '已故' ? null : null);
    if (!subject) continue;
    emit(scan, {
      kind: 'status',
      subject,
      attribute: 'status',
      value: 'dead',
      start: m.index - subject.length,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(scan.text, /已故的/g)) {
    const subject = hanNameStartingAt(scan.text, m.index + 3, scan.known);
    if (subject)
      emit(scan, {
        kind: 'status',
        subject,
        attribute: 'status',
        value: 'dead',
        start: m.index,
        end: m.index + 3 + subject.length,
      });
  }
  for (const m of matchesOf(scan.text, GONE)) {
    const subject = hanNameEndingAt(scan.text, m.index, scan.known);
    if (subject)
      emit(scan, {
        kind: 'status',
        subject,
        attribute: 'whereabouts',
        value: m[2],
        start: m.index - subject.length,
        end: m.index + m[0].length,
      });
  }
  for (const m of matchesOf(scan.text, ACTS)) {
    const subject = hanNameEndingAt(scan.text, m.index, scan.known);
    if (subject)
      emit(scan, {
        kind: 'mention',
        subject,
        attribute: 'acts',
        value: m[1],
        start: m.index - subject.length,
        end: m.index + m[0].length,
      });
  }
}

/** The Chinese facts about people in a section. */
export function chinesePeopleFacts(scan: Scan): void {
  // Status first: the names it finds help place "the fourteen-year-old".
  statusFacts(scan);
  kinFacts(scan);
  featureFacts(scan);
  ageFacts(scan);
}
