// When two stated values agree although their words differ: "dark" hair may be black or brown,
// a "sister" may be the older one, "randomised" is "randomized".

const COLOUR_KIN: string[][] = [
  ['dark', 'black', 'brown', 'chestnut', 'hazel', 'auburn'],
  ['fair', 'blonde', 'golden', 'light'],
  ['red', 'ginger', 'auburn'],
  ['grey', 'silver', 'white'],
  ['hazel', 'brown', 'green', 'amber'],
  ['brown', 'chestnut'],
];

function coloursAgree(a: string, b: string): boolean {
  const [x, y] = [a.split(' ').at(-1)!, b.split(' ').at(-1)!];
  return x === y || COLOUR_KIN.some((group) => group.includes(x) && group.includes(y));
}

function relationsAgree(a: string, b: string): boolean {
  const [sa, ka] = split(a);
  const [sb, kb] = split(b);
  return ka === kb && (!sa || !sb || sa === sb);
}

const split = (relation: string): [string, string] => {
  const m = /^(older|younger)\s+(.+)$/.exec(relation);
  return m ? [m[1], m[2]] : ['', relation];
};

const spelling = (s: string) => s.replace(/is(e|ed|es|ing|ation)\b/g, 'iz$1').replace(/our\b/g, 'or');

/** Chinese has no spaces to end a term at: 本研究的随机对照试验 holds 随机对照试验, so one ending the other agrees. */
const sameHanTerm = (a: string, b: string) =>
  /^\p{Script=Han}+$/u.test(a + b) && Math.min(a.length, b.length) >= 2 && (a.endsWith(b) || b.endsWith(a));

const DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** "12 week" and "3 month" are the same length within a week in ten; "12 week" and "16 week" are not. */
function durationsAgree(a: string, b: string): boolean {
  const [na, ua] = a.split(' ');
  const [nb, ub] = b.split(' ');
  if (ua === ub) return na === nb;
  const [da, db] = [Number(na) * DAYS[ua], Number(nb) * DAYS[ub]];
  return Math.abs(da - db) <= Math.max(da, db) / 10;
}

/** True when `later` may stand beside `earlier` for this attribute. */
export function valuesAgree(attribute: string, earlier: string, later: string): boolean {
  if (earlier === later) return true;
  if (attribute === 'eyes' || attribute === 'hair') return coloursAgree(earlier, later);
  if (attribute.startsWith('relation:')) return relationsAgree(earlier, later);
  if (attribute === 'duration') return durationsAgree(earlier, later);
  if (attribute === 'expansion') return spelling(earlier) === spelling(later) || sameHanTerm(earlier, later);
  return false;
}
