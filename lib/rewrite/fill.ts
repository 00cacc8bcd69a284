import type { CallContext, Engine } from '../engine/types';
import { rollingContext } from '../workflow/context';
import type { RewriteConfig } from '../workflow/templates/rewrite';
import type { PlannedOutline } from './outline';
import type { Tally } from './tally';
import type { RewriteProgress, RewriteSection } from './types';

/** Characters of earlier sections each section prompt carries in full before older ones are summarised. */
export const EARLIER_BUDGET_CHARS = 24_000;

/** Earlier sections as the engine's `earlier`: all of them, in order, summarised when over budget. */
export function earlierContext(
  done: readonly RewriteSection[],
  budget = EARLIER_BUDGET_CHARS,
): { title: string; text: string }[] {
  return rollingContext(
    done.map((s) => ({ title: s.title, text: s.content })),
    budget,
  ).entries.map(({ title, text }) => ({ title, text }));
}

/**
 * Stage two: write the sections strictly in outline order, each seeing every section before it. A
 * section planned from one part of a long original sees that part as the original document.
 */
export async function fillSections(
  engine: Engine,
  config: RewriteConfig,
  { outline, sources }: PlannedOutline,
  options: { tally: Tally; progress?: RewriteProgress; ctx?: CallContext },
): Promise<RewriteSection[]> {
  const done: RewriteSection[] = [];
  const total = outline.sections.length;
  for (const [i, plan] of outline.sections.entries()) {
    options.progress?.onSection?.({
      stage: 'sections',
      action: 'write',
      index: i + 1,
      total,
      key: plan.key,
      title: plan.title,
    });
    const { text } = options.tally.take(
      await engine.generateSection(
        {
          template: 'rewrite',
          stageKey: 'sections',
          language: config.language,
          config: sources[plan.key] ? { ...config, originalDocument: sources[plan.key] } : config,
          upstream: { outline },
          notes: [],
          section: { id: plan.key, title: plan.title, goal: plan.goal, targetLength: plan.targetWords },
          earlier: earlierContext(done),
        },
        options.ctx,
      ),
    );
    done.push({
      key: plan.key,
      order: i + 1,
      level: 1,
      title: plan.title,
      goal: plan.goal,
      targetWords: plan.targetWords,
      content: text.trim(),
    });
  }
  return done;
}
