import { depthOf, renumber } from './display-numbers';

// Section list editing (DESIGN §1): ids are stable and never reused; display numbers follow the order.
// Every operation is pure and returns a new, renumbered list.

export interface SectionItem {
  id: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
  text?: string;
}

type SectionEditError = 'not_found' | 'duplicate_id' | 'not_adjacent' | 'out_of_range';
export type SectionEditResult<S> = { ok: true; sections: S[] } | { ok: false; code: SectionEditError; error: string };

export interface SectionEditOptions {
  /** Ids of sections deleted or merged away earlier: never handed out again. */
  retiredIds?: Iterable<string>;
  /** First top-level display number (0 for script chapters). */
  start?: number;
}

const fail = <S>(code: SectionEditError, error: string): SectionEditResult<S> => ({ ok: false, code, error });
const done = <S extends SectionItem>(sections: S[], options: SectionEditOptions): SectionEditResult<S> => ({
  ok: true,
  sections: renumber(sections, options.start),
});

function checkNewId<S extends SectionItem>(sections: readonly S[], id: string, options: SectionEditOptions) {
  if (!id) return fail<S>('duplicate_id', 'A new section needs an id.');
  if (sections.some((s) => s.id === id) || [...(options.retiredIds ?? [])].includes(id)) {
    return fail<S>('duplicate_id', `Section id "${id}" is already used; ids are never reused.`);
  }
  return null;
}

/** Insert at `position` (0 = first). Its depth comes from its display number, or from the section before it. */
export function insertSection<S extends SectionItem>(
  sections: readonly S[],
  section: S,
  position: number,
  options: SectionEditOptions = {},
): SectionEditResult<S> {
  const refused = checkNewId(sections, section.id, options);
  if (refused) return refused;
  if (!Number.isInteger(position) || position < 0 || position > sections.length) {
    return fail('out_of_range', `Position ${position} is outside 0..${sections.length}.`);
  }
  const hasNumber = /^\d+(\.\d+)*$/.test(section.displayNumber);
  const depth = hasNumber ? depthOf(section.displayNumber) : depthOf(sections[position - 1]?.displayNumber ?? '1');
  const placed = { ...section, displayNumber: Array(depth).fill('1').join('.') };
  return done([...sections.slice(0, position), placed, ...sections.slice(position)], options);
}

/** Move one section to index `to` of the resulting list. */
export function moveSection<S extends SectionItem>(
  sections: readonly S[],
  id: string,
  to: number,
  options: SectionEditOptions = {},
): SectionEditResult<S> {
  const from = sections.findIndex((s) => s.id === id);
  if (from < 0) return fail('not_found', `No section "${id}".`);
  if (!Number.isInteger(to) || to < 0 || to >= sections.length) {
    return fail('out_of_range', `Position ${to} is outside 0..${sections.length - 1}.`);
  }
  const rest = sections.filter((s) => s.id !== id);
  return done([...rest.slice(0, to), sections[from], ...rest.slice(to)], options);
}

export function deleteSection<S extends SectionItem>(
  sections: readonly S[],
  id: string,
  options: SectionEditOptions = {},
): SectionEditResult<S> {
  if (!sections.some((s) => s.id === id)) return fail('not_found', `No section "${id}".`);
  return done(
    sections.filter((s) => s.id !== id),
    options,
  );
}

function joinText(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined && b === undefined) return undefined;
  return [a ?? '', b ?? ''].filter((t) => t.trim() !== '').join('\n\n');
}

/** Merge `secondId` into `firstId`, which must come right before it; the first keeps its id and title. */
export function mergeSections<S extends SectionItem>(
  sections: readonly S[],
  firstId: string,
  secondId: string,
  options: SectionEditOptions = {},
): SectionEditResult<S> {
  const i = sections.findIndex((s) => s.id === firstId);
  const j = sections.findIndex((s) => s.id === secondId);
  if (i < 0 || j < 0) return fail('not_found', `No section "${i < 0 ? firstId : secondId}".`);
  if (j !== i + 1) return fail('not_adjacent', `Section "${secondId}" does not directly follow "${firstId}".`);
  const [first, second] = [sections[i], sections[j]];
  const merged: S = {
    ...first,
    goal: first.goal === second.goal ? first.goal : [first.goal, second.goal].filter(Boolean).join(' '),
    targetLength: first.targetLength + second.targetLength,
    text: joinText(first.text, second.text),
  };
  if (merged.text === undefined) delete merged.text;
  return done([...sections.slice(0, i), merged, ...sections.slice(j + 1)], options);
}

/**
 * Split a section at text offset `at`: the first part keeps the id, the second gets `newId` (the
 * caller mints it) and the same depth. Target length is shared in proportion to the text.
 */
export function splitSection<S extends SectionItem>(
  sections: readonly S[],
  id: string,
  newId: string,
  split: { at: number; title?: string },
  options: SectionEditOptions = {},
): SectionEditResult<S> {
  const i = sections.findIndex((s) => s.id === id);
  if (i < 0) return fail('not_found', `No section "${id}".`);
  const refused = checkNewId(sections, newId, options);
  if (refused) return refused;
  const section = sections[i];
  const text = section.text ?? '';
  if (!Number.isInteger(split.at) || split.at < 0 || split.at > text.length) {
    return fail('out_of_range', `Split offset ${split.at} is outside 0..${text.length}.`);
  }
  const share = text.length ? split.at / text.length : 0.5;
  const firstLength = Math.round(section.targetLength * share);
  const first: S = { ...section, targetLength: firstLength };
  const second: S = {
    ...section,
    id: newId,
    title: split.title ?? section.title,
    targetLength: section.targetLength - firstLength,
  };
  if (section.text !== undefined) {
    first.text = text.slice(0, split.at).trimEnd();
    second.text = text.slice(split.at).trimStart();
  }
  return done([...sections.slice(0, i), first, second, ...sections.slice(i + 1)], options);
}

export { renumber } from './display-numbers';
