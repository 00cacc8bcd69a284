import { appendVersion } from '../../data/versions/append-version';
import { earlierNotes, upstreamArtifacts, type StageJob } from '../project-context';
import { stepKey } from '../../data/runs/steps';
import type { JsonInput } from '../../db';
import { keepLocked } from '../../workflow/locks/field-locks';

/**
 * One model call producing the stage's structured artifact, saved as a new `model` version with the
 * fields the writer locked as they stood.
 */
export async function generateArtifact({ ctx, project, stage }: StageJob): Promise<void> {
  await ctx.progress(0, 1, stage.key, [{ id: stage.key, label: stage.key, status: 'running' }]);
  await ctx.step(
    stepKey.artifact(stage.key),
    async () => {
      const result = await project.engine.generateArtifact(
        {
          template: project.template,
          stageKey: stage.key,
          language: project.language,
          config: project.config,
          upstream: upstreamArtifacts(project, stage),
          notes: earlierNotes(project, stage),
        },
        project.call,
      );
      const finish = stage.definition.afterGenerate;
      const generated = finish ? finish(result.value, stage.artifact) : result.value;
      // Locked fields stay as the writer left them; the step's result says which were held back.
      const { value, kept } = keepLocked(stage.artifact, generated, stage.lockedFields);
      return { ...result, value, kept };
    },
    async (tx, result) => {
      const version = await appendVersion(tx, {
        projectId: project.id,
        stageId: stage.id,
        text: '',
        data: result.value as JsonInput,
        source: 'model',
        engine: result.engine,
        model: result.model,
      });
      stage.artifact = result.value;
      return { versionId: version.id, keptLocked: result.kept };
    },
  );
  await ctx.progress(1, 1, stage.key, [{ id: stage.key, label: stage.key, status: 'done' }]);
}
