import { runParams } from '../../data/runs/kinds';
import { stepKey } from '../../data/runs/steps';
import type { Priority, RevisionTask } from '../../engine/types';
import type { Anchor } from '../../text/anchor';
import { liveSections, sectionWithSuggestions } from '../../data/sections/run-sections';
import { writeSectionText } from '../stages/draft-section';
import { revisionTask } from '../../workflow/loop/revision-tasks';
import { canonicalNames } from '../canonical-names';
import { loadProjectContext } from '../project-context';
import { registerHandler } from './registry';

/**
 * Alternative revisions of one section (optionally for chosen suggestions), or the section written
 * anew (a regeneration proposed beside its text). The texts are kept with the run's step; the author
 * picks one, or parts of several, which becomes a `variant` version: the current text is never replaced.
 */
registerHandler('variants', {
  async execute(ctx) {
    const params = runParams('variants', ctx.run.params);
    const project = await loadProjectContext(ctx.db, ctx);
    await ctx.progress(0, 1, 'variants');
    await ctx.step(
      stepKey.variants(),
      async () => {
        const { section, suggestions } = await sectionWithSuggestions(ctx.db, params.sectionId, params.suggestionIds);
        const base = { baseVersionId: section.currentVersion?.id ?? null };
        if (params.regenerate) {
          const stage = project.stages.find((s) => s.id === section.stageId)!;
          const all = await liveSections(ctx.db, stage.id);
          const row = all.find((s) => s.id === section.id)!;
          const written = await writeSectionText({ ctx, project, stage }, { section: row, all, live: false });
          return { texts: [written.value.text], ...base, engine: written.engine, model: written.model ?? '' };
        }
        const tasks: RevisionTask[] = suggestions.map((s) =>
          revisionTask({ ...s, priority: s.priority as Priority }, s.anchor as Anchor | null),
        );
        const result = await project.engine.variants(
          {
            language: project.language,
            section: {
              id: section.id,
              title: section.title,
              goal: section.goal,
              targetLength: section.targetLength,
              text: section.currentVersion?.text ?? '',
            },
            tasks,
            keep: [],
            canonicalNames: canonicalNames(project),
            count: params.count,
            voice: await project.voice(),
          },
          project.call,
        );
        return {
          texts: result.value.texts,
          ...base,
          engine: result.engine,
          model: result.model,
        };
      },
      async (_tx, value) => value,
    );
    await ctx.progress(1, 1, 'variants');
  },
});
