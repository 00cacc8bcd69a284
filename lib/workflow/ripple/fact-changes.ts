import type { Fact } from '../continuity/facts';
import { restatedAges } from './fact-restatements';
import type { RenameMatch } from './rename-matches';

// A fact the continuity ledger tracks, changed by the writer in an earlier section ("Mara was twelve" →
// "Mara was fourteen"): later passages restating the old value of that subject's attribute get the new one.

/** A changed fact: its subject and attribute, its value before and after, and the words now stating it. */
export interface FactChange {
  /** The family of fact it is (an attribute of a person, a time …): a ripple reads only those. */
  kind: Fact['kind'];
  subject: string;
  attribute: string;
  from: string;
  to: string;
  /** The words that stated it before the edit and state it now ("twelve", "fourteen"). */
  was: string;
  words: string;
}

// Only plain statements count: a hypothetical, a flashback or a corrected statement is not the fact as it
// stands, and a narrated change ("turned thirteen") is meant to differ. Dialogue restating it counts.
const plain = (f: Fact) =>
  !f.change && f.subject !== '' && f.valueStart !== undefined && f.hedges.every((h) => h === 'dialogue');
const keyOf = (f: Pick<Fact, 'subject' | 'attribute'>) => `${f.subject}\u241F${f.attribute}`;

/**
 * The facts an edit changed: a subject's attribute stated with one value before and another, single,
 * value after. A fact the edit dropped, or one stated both ways, is not a change anyone can follow.
 */
export function factChanges(
  before: readonly Fact[],
  after: readonly Fact[],
  { beforeText, afterText }: { beforeText: string; afterText: string },
): FactChange[] {
  const now = new Map<string, Fact[]>();
  for (const f of after.filter(plain)) now.set(keyOf(f), [...(now.get(keyOf(f)) ?? []), f]);
  const changes = new Map<string, FactChange>();
  for (const old of before.filter(plain)) {
    const stated = now.get(keyOf(old)) ?? [];
    const values = new Set(stated.map((f) => f.value));
    if (values.size !== 1 || values.has(old.value) || changes.has(keyOf(old))) continue;
    const f = stated[0];
    const words = afterText.slice(f.valueStart, f.valueEnd);
    const was = beforeText.slice(old.valueStart, old.valueEnd);
    changes.set(keyOf(old), {
      kind: old.kind,
      subject: old.subject,
      attribute: old.attribute,
      from: old.value,
      to: f.value,
      was,
      words,
    });
  }
  return [...changes.values()];
}

const DIGITS = /^\d+$/;
const asWritten = (found: string, words: string) =>
  /^\p{Lu}/u.test(found) ? words.charAt(0).toUpperCase() + words.slice(1) : words;

/**
 * The places a later text restates a changed fact's old value, each with the new value written as that
 * passage writes it: digits where it uses digits, the edited section's words otherwise. An age is also
 * found where the ledger's facts do not state it ("Mara, who was twelve,", 十二岁的玛拉).
 */
export function factMatches(text: string, facts: readonly Fact[], changes: readonly FactChange[]): RenameMatch[] {
  const byKey = new Map(changes.map((c) => [keyOf(c), c]));
  const matches: RenameMatch[] = [];
  for (const f of facts.filter(plain)) {
    const change = byKey.get(keyOf(f));
    if (!change || f.value !== change.from || f.valueEnd! > text.length) continue;
    const found = text.slice(f.valueStart, f.valueEnd);
    const replacement = DIGITS.test(found) && DIGITS.test(change.to) ? change.to : asWritten(found, change.words);
    if (found !== replacement && !matches.some((m) => m.start === f.valueStart))
      matches.push({ start: f.valueStart!, end: f.valueEnd!, replacement });
  }
  // Only where the ledger read no fact at all: a hedged one ("if Mara were twelve") stays as it is.
  const read = (at: number) => facts.some((f) => f.valueStart! <= at && at < f.valueEnd!);
  for (const change of changes)
    for (const r of restatedAges(text, change))
      if (!read(r.start) && !matches.some((m) => r.start < m.end && m.start < r.end)) matches.push(r);
  return matches.sort((a, b) => a.start - b.start);
}
