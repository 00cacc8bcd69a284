import type { AssessOutput, CallContext, Engine, RevisionTask, SectionText, SuggestionDraft } from '../engine/types';
import type { Tally } from './tally';
import type { RewriteProgress, RewriteSection } from './types';

export const toSectionText = (s: RewriteSection): SectionText => ({ id: s.key, title: s.title, goal: s.goal, targetLength: s.targetWords, text: s.content });

/**
 * The revision tasks of one round, by section key in document order. A suggestion naming a section
 * goes to that section; one naming none (or an unknown one) goes to the sections the judge scoped
 * it to ("all" or a list), without its anchor, which belongs to another text.
 */
export function tasksBySection(
  sections: readonly RewriteSection[],
  accepted: readonly SuggestionDraft[],
  globalScope: AssessOutput['globalScope'],
  round: number,
): Map<string, RevisionTask[]> {
  const keys = sections.map((s) => s.key);
  const scope = globalScope === 'all' ? keys : keys.filter((k) => globalScope.includes(k));
  const byKey = new Map<string, RevisionTask[]>();
  accepted.forEach((s, i) => {
    const own = s.sectionId !== null && keys.includes(s.sectionId);
    const task: RevisionTask = {
      suggestionId: `r${round}-${i + 1}`,
      instruction: `${s.summary} — ${s.detail}`,
      expected: s.expected,
      priority: s.priority,
      anchor: own ? s.anchor : null,
      type: s.type,
    };
    for (const key of own ? [s.sectionId!] : scope) byKey.set(key, [...(byKey.get(key) ?? []), task]);
  });
  return new Map(keys.filter((k) => byKey.has(k)).map((k) => [k, byKey.get(k)!]));
}

export interface PatchResult {
  sections: RewriteSection[];
  revised: string[];
  changed: string[];
}

/** Seed 004's targeted patch: only the named sections are rewritten, each with its own task list. */
export async function patchSections(
  engine: Engine,
  language: 'en' | 'zh',
  sections: readonly RewriteSection[],
  tasks: Map<string, RevisionTask[]>,
  options: { keep: string[]; round: number; tally: Tally; progress?: RewriteProgress; ctx?: CallContext },
): Promise<PatchResult> {
  const next = [...sections];
  const changed: string[] = [];
  let index = 0;
  for (const [key, list] of tasks) {
    const at = next.findIndex((s) => s.key === key);
    const section = next[at];
    options.progress?.onSection?.({ stage: 'review', action: 'revise', index: ++index, total: tasks.size, key, title: section.title, round: options.round });
    const { text } = options.tally.take(
      await engine.revise({ language, section: toSectionText(section), tasks: list, keep: options.keep, canonicalNames: [] }, options.ctx),
    );
    if (text.trim() && text.trim() !== section.content) {
      next[at] = { ...section, content: text.trim() };
      changed.push(key);
    }
  }
  return { sections: next, revised: [...tasks.keys()], changed };
}
