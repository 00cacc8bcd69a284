import { diffTexts } from '../../text/diff';
import type { RenamePair } from './rename-pairs';
import { renamePairs } from './rename-pairs';
import { renameMatches, type RenameMatch } from './rename-matches';
import { valueMatches } from './value-changes';
import { FUNCTION_WORDS } from './function-words';
import { endsInNumeral, isHanNumeral, wholeHanNumber } from './han-numbers';

// An approved plan or outline edited field by field: the token-level changes later passages can follow
// word for word. A name (a character's name in the plan's list, a capitalised name in any field, a
// Chinese place name with its 镇/村/城 …) is a rename; a number or a date is a value, taken with the word
// it counts ("twelve years", 十二岁) or, standing alone, only where a sentence names who it is about.

const HAN = /\p{Script=Han}/u;
const EN_NUMBER =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?$/i;
const YEAR = /^\d{3,4}$/;
// A Latin name: every word capitalised ("Harrow", "Port Ellis"); a Han place name ends in its kind.
const LATIN_NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*$/u;
const HAN_PLACE_SUFFIX = /[镇村城市县山河街路湖岛港庄寨谷]/u;
const NAME_KEYS = new Set(['name', 'character', 'title']);

/** A field that is a name (a character's in the plan's list): its edit is a rename, never a rewrite. */
export const isNameField = (key: string) => NAME_KEYS.has(key) && key !== 'title';
const isNumber = (s: string) => EN_NUMBER.test(s) || isHanNumeral(s);
const isPlaceOrName = (run: { from: string; opens: boolean }) =>
  HAN.test(run.from) ? HAN_PLACE_SUFFIX.test(run.from.slice(-1)) : !run.opens && LATIN_NAME.test(run.from);

export interface ArtifactChanges {
  renames: RenamePair[];
  /** Values that change wherever they stand (a year, a number with the word it counts). */
  values: RenamePair[];
  /** Values that change only in a sentence naming one of `subjects` (a bare "twelve"). */
  subjectValues: RenamePair[];
  /** The names the changed fields mention: who a bare value is about. */
  subjects: string[];
}

/** A list's items paired by their key, id or name when they have one, else by position. */
function pairItems(before: unknown[], after: unknown[]): [unknown, unknown][] {
  const idOf = (v: unknown) => {
    const o = v as Record<string, unknown> | null;
    return typeof o === 'object' && o ? (o.key ?? o.id ?? null) : null;
  };
  if (before.every((v) => idOf(v) !== null) && after.every((v) => idOf(v) !== null))
    return before.flatMap((b) => {
      const a = after.find((x) => idOf(x) === idOf(b));
      return a === undefined ? [] : [[b, a] as [unknown, unknown]];
    });
  return before.length === after.length ? before.map((b, i) => [b, after[i]]) : [];
}

/** Each string field that changed, with the key it stands under. */
export function changedFields(before: unknown, after: unknown, key = ''): { key: string; from: string; to: string }[] {
  if (typeof before === 'string' && typeof after === 'string')
    return before === after ? [] : [{ key, from: before, to: after }];
  if (Array.isArray(before) && Array.isArray(after))
    return pairItems(before, after).flatMap(([b, a]) => changedFields(b, a, key));
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const a = after as Record<string, unknown>;
    return Object.entries(before as Record<string, unknown>).flatMap(([k, v]) => changedFields(v, a[k], k));
  }
  return [];
}

/** The replaced runs of a field's text: Han numerals and place names widened to the whole token. */
interface Run {
  from: string;
  to: string;
  /** The text that follows, and whether the run opens a sentence (a capital there is no name). */
  next: string;
  opens: boolean;
}

function replacedRuns(from: string, to: string): Run[] {
  const segments = diffTexts(from, to);
  const runs: Run[] = [];
  for (let i = 0; i < segments.length; i++) {
    const del = segments[i];
    const ins = segments[i + 1];
    if (del.op !== 'delete' || ins?.op !== 'insert') continue;
    const before = segments[i - 1]?.op === 'equal' ? segments[i - 1].text : '';
    let {
      from: f,
      to: t,
      next,
    } = wholeHanNumber({
      from: del.text.trim(),
      to: ins.text.trim(),
      before,
      next: segments[i + 2]?.op === 'equal' ? segments[i + 2].text : '',
    });
    const numeral = isHanNumeral(f) && isHanNumeral(t);
    if (!numeral && HAN.test(f) && HAN_PLACE_SUFFIX.test(next.charAt(0))) {
      [f, t, next] = [f + next.charAt(0), t + next.charAt(0), next.slice(1)];
    }
    runs.push({ from: f, to: t, next, opens: /(?:^|[.!?。！？:]\s*)$/u.test(before) });
  }
  return runs;
}

// A capitalised word not opening a sentence: a name the field mentions ("… Mara was twelve").
const LATIN_NAMES = /(?<=[\p{L}\p{N},;] )\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)*/gu;

/** The names a field's text mentions: those the project knows, and capitalised words not opening a sentence. */
export const namesIn = (text: string, known: readonly string[]): string[] => [
  ...known.filter((k) => text.includes(k)),
  ...[...text.matchAll(LATIN_NAMES)].map((m) => m[0]),
];

/** A number with the word it counts after it ("twelve years", 十二岁), or alone. */
function numberPair(run: Run): { pair: RenamePair; counted: boolean } {
  const word = HAN.test(run.from) ? /^\p{Script=Han}/u.exec(run.next)?.[0] : /^ +(\p{L}+)/u.exec(run.next)?.[1];
  if (!word || FUNCTION_WORDS.has(word.toLowerCase())) return { pair: { from: run.from, to: run.to }, counted: false };
  const gap = HAN.test(word) ? '' : ' ';
  return { pair: { from: `${run.from}${gap}${word}`, to: `${run.to}${gap}${word}` }, counted: true };
}

/**
 * The mechanical changes between an artifact's approved data and its edit. `known` are the names the
 * project knows (bible, the plan's characters): the subjects a bare value may be about.
 */
export function artifactChanges(before: unknown, after: unknown, known: readonly string[] = []): ArtifactChanges {
  const out: ArtifactChanges = { renames: [], values: [], subjectValues: [], subjects: [] };
  for (const field of changedFields(before, after)) {
    if (isNameField(field.key)) {
      const entry = (name: string) => ({ name, aliases: [], kind: 'character' as const, description: '' });
      out.renames.push(...renamePairs(entry(field.from), entry(field.to), []).pairs);
      continue;
    }
    const names = namesIn(field.from, known);
    for (const run of replacedRuns(field.from, field.to)) {
      if (isNumber(run.from) && isNumber(run.to)) {
        if (YEAR.test(run.from)) out.values.push({ from: run.from, to: run.to });
        else {
          // "twelve years" counts something: it changes wherever it is stated that way.
          const { pair, counted } = numberPair(run);
          (counted ? out.values : out.subjectValues).push(pair);
        }
      } else if (known.includes(run.from) || isPlaceOrName(run)) {
        if (HAN.test(run.to) || LATIN_NAME.test(run.to)) out.renames.push({ from: run.from, to: run.to });
      }
    }
    out.subjects.push(...names);
  }
  const unique = (pairs: RenamePair[]) => pairs.filter((p, i) => pairs.findIndex((q) => q.from === p.from) === i);
  return {
    renames: unique(out.renames),
    values: unique(out.values),
    subjectValues: unique(out.subjectValues),
    subjects: [...new Set(out.subjects)],
  };
}

const DIGITS = /^\d+$/;

/** A year or figure in digits, as a whole number: 1998年 and "in 1998," but not 19980. */
function digitMatches(text: string, pairs: readonly RenamePair[]): RenameMatch[] {
  return pairs.flatMap((p) =>
    [...text.matchAll(new RegExp(`(?<![\\p{N}\\p{Script=Latin}])${p.from}(?![\\p{N}\\p{Script=Latin}])`, 'gu'))].map(
      (m) => ({ start: m.index, end: m.index + p.from.length, replacement: p.to }),
    ),
  );
}

/**
 * The words an artifact's edit changes in one later text: names renamed in every form (never inside
 * another entry's longer name, `guards`), counted values wherever they stand, bare values only in a
 * sentence naming a subject of the field. Where a rename and a value meet, the rename.
 */
export function artifactChangeMatches(
  text: string,
  changes: ArtifactChanges,
  guards: readonly string[],
): RenameMatch[] {
  const renamed = changes.renames.length ? renameMatches(text, changes.renames, guards) : [];
  // 十二岁 is not the end of 二十二岁.
  const counted = [
    ...renameMatches(
      text,
      changes.values.filter((p) => !DIGITS.test(p.from)),
    ),
    ...digitMatches(
      text,
      changes.values.filter((p) => DIGITS.test(p.from)),
    ),
  ].filter((m) => !endsInNumeral(text.slice(0, m.start)));
  const bare = changes.subjects.length
    ? valueMatches(text, { pairs: changes.subjectValues, spellings: changes.subjects, guards })
    : [];
  const free = [...counted, ...bare.filter((m) => !endsInNumeral(text.slice(0, m.start)))].filter(
    (v) => !renamed.some((r) => v.start < r.end && r.start < v.end),
  );
  return [...renamed, ...free].sort((a, b) => a.start - b.start);
}
