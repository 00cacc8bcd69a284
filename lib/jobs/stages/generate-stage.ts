import type { StageJob } from '../project-context';
import { generateArtifact } from './artifact';
import { planSections } from './plan-sections';
import { reviewStage } from './review-stage';
import { writeSections, type WriteOptions } from './write-sections';

/** Produces one stage's output by its kind. Assembly stages call no model and have nothing to do. */
export async function generateStage({ ctx, project, stage }: StageJob, options: WriteOptions = {}): Promise<void> {
  switch (stage.definition.kind) {
    case 'artifact':
      return generateArtifact({ ctx, project, stage });
    case 'sections':
      await planSections({ ctx, project, stage });
      return writeSections({ ctx, project, stage }, options);
    case 'review':
      return reviewStage({ ctx, project, stage });
    case 'assembly':
      return;
  }
}
