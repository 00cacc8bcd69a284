import { passageInput } from '../../data/refinement/passage-commands';
import { recordPassageSuggestion } from '../../data/refinement/passage-suggestions';
import { sectionWithSuggestions } from '../../data/sections/run-sections';
import { runParams } from '../../data/runs/kinds';
import { stepKey } from '../../data/runs/steps';
import { EngineError } from '../../engine/types';
import { isSameText } from '../../text/diff';
import { reanchor } from '../../text/reanchor';
import { canonicalNames } from '../canonical-names';
import { loadProjectContext } from '../project-context';
import { registerHandler } from './registry';

/**
 * A command on a selected passage, with the model: the reply replaces the passage, recorded as an
 * anchored suggestion in the stage's open round (opening a loop when none is open).
 */
registerHandler('passage.command', {
  async execute(ctx) {
    const { sectionId, anchor: asked, ...request } = runParams('passage.command', ctx.run.params);
    const project = await loadProjectContext(ctx.db, ctx);
    const { section } = await sectionWithSuggestions(ctx.db, sectionId, []);
    const stage = project.stages.find((s) => s.id === section.stageId)!;
    await ctx.progress(0, 1, section.title);
    await ctx.step(
      stepKey.passage(),
      async () => {
        const text = section.currentVersion?.text ?? '';
        const placed = reanchor(asked, text);
        if (placed.status === 'stale')
          throw new EngineError('bad_request', 'The selected passage is no longer in the section; select it again.');
        const input = passageInput(text, placed.anchor, request, {
          language: project.language,
          sectionTitle: section.title,
          canonicalNames: canonicalNames(project),
        });
        const result = await project.engine.passage(input, project.call);
        if (isSameText(result.value.text, placed.anchor.quote))
          throw new EngineError('invalid_output', 'The model returned the passage unchanged.');
        return { anchor: placed.anchor, replacement: result.value.text, engine: result.engine };
      },
      (tx, value) =>
        recordPassageSuggestion(tx, {
          projectId: project.id,
          stageId: stage.id,
          sectionId,
          template: project.template,
          stageKey: stage.key,
          language: project.language,
          engine: value.engine,
          runId: ctx.run.id,
          request,
          anchor: value.anchor,
          replacement: value.replacement,
        }),
    );
    await ctx.progress(1, 1, section.title);
  },
});
