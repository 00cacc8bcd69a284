import type { CallContext, Engine, RevisionTask, SectionText } from '../engine/types';
import type { Tally } from './tally';
import type { RewriteProgress, RewriteSection } from './types';

export const toSectionText = (s: RewriteSection): SectionText => ({
  id: s.key,
  title: s.title,
  goal: s.goal,
  targetLength: s.targetWords,
  text: s.content,
});

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
    options.progress?.onSection?.({
      stage: 'review',
      action: 'revise',
      index: ++index,
      total: tasks.size,
      key,
      title: section.title,
      round: options.round,
    });
    const { text } = options.tally.take(
      await engine.revise(
        { language, section: toSectionText(section), tasks: list, keep: options.keep, canonicalNames: [] },
        options.ctx,
      ),
    );
    if (text.trim() && text.trim() !== section.content) {
      next[at] = { ...section, content: text.trim() };
      changed.push(key);
    }
  }
  return { sections: next, revised: [...tasks.keys()], changed };
}
